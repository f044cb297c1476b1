/// What an arXiv listing said on a digest day.
public enum Announcement: String, Codable, Hashable, Sendable, CaseIterable {
    /// The listing announced papers.
    case announced
    /// The listing was empty: weekends and holidays have no announcement. A normal day, not an error.
    case noAnnouncement = "no-announcement"
}
