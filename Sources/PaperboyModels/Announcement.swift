/// What an arXiv listing said on a digest day.
public enum Announcement: String, Codable, Hashable, Sendable, CaseIterable {
    /// The listing announced papers.
    case announced
    /// The listing of that very day was empty: a holiday (or a weekend). A normal day, not an error.
    case noAnnouncement = "no-announcement"
    /// The day's listing was never read (missed runs); its new papers were fetched
    /// afterwards from the API by submission window. Replacements are not included.
    case backfilled
    /// The day's listing was never read and could not be back-filled yet: shown as missed,
    /// and tried again by the next run.
    case missed

    /// True when a day with this record holds its announcement, or knows there was none:
    /// nothing to fill, nothing to catch up (missed, or no record at all, is not settled).
    public var isSettled: Bool { self == .announced || self == .backfilled || self == .noAnnouncement }
}
