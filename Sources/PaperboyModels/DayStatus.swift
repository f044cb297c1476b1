/// What a digest day was like for arXiv: weekends and holidays have no announcement,
/// which is a normal day, recorded and shown as such.
public enum DayStatus: String, Codable, Hashable, Sendable, CaseIterable {
    /// At least one arXiv listing announced papers.
    case announced
    /// Every arXiv listing read that day was empty.
    case noAnnouncement = "no-announcement"
    /// No arXiv listing was read that day (the config has none, or nothing was fetched).
    case noListing = "no-listing"

    /// The status that the day's sources add up to: announced if any listing announced,
    /// no announcement if listings were read and all were empty, otherwise no listing.
    public init(sources: [DigestSource]) {
        if sources.contains(where: { $0.announcement == .announced }) {
            self = .announced
        } else if sources.contains(where: { $0.announcement == .noAnnouncement }) {
            self = .noAnnouncement
        } else {
            self = .noListing
        }
    }
}
