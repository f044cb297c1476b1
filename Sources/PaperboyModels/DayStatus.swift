/// What a digest day was like for arXiv: weekends and holidays have no announcement,
/// which is a normal day, recorded and shown as such.
public enum DayStatus: String, Codable, Hashable, Sendable, CaseIterable {
    /// At least one arXiv listing announced papers.
    case announced
    /// The day's announcement was fetched afterwards from the API (its listing was missed).
    case backfilled
    /// Every arXiv listing read that day was empty.
    case noAnnouncement = "no-announcement"
    /// An announcement was expected but its listing was missed and could not be back-filled.
    case missed
    /// No arXiv listing was read that day (the config has none, or nothing was fetched).
    case noListing = "no-listing"

    /// The status that the day's sources add up to, the first that applies: announced,
    /// back-filled, no announcement, missed, otherwise no listing.
    public init(sources: [DigestSource]) {
        let said = Set(sources.compactMap(\.announcement))
        let order: [(Announcement, DayStatus)] = [(.announced, .announced), (.backfilled, .backfilled),
                                                  (.noAnnouncement, .noAnnouncement), (.missed, .missed)]
        self = order.first { said.contains($0.0) }?.1 ?? .noListing
    }
}
