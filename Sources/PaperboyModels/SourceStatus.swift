/// How a source fared on a digest day.
public enum SourceStatus: String, Codable, Hashable, Sendable, CaseIterable {
    /// An ordinary source (a feed, a search) that was read.
    case ok
    /// An arXiv listing that announced papers.
    case announced
    /// An arXiv listing with no announcement (weekends and holidays): a normal day, not an error.
    case noAnnouncement = "no-announcement"
}
