extension DigestSource {
    /// The format of an rss.arxiv.org listing, as the parser names it.
    static let listingFormat = "arxiv-listing"

    /// What the record tells readers. A listing read fine but of another day has a failure
    /// and no cache time; a source that failed to fetch has a cache time when its last good
    /// copy was used, and without one no listing format (the record is the source kind's).
    public var state: SourceState {
        if announcement == .noAnnouncement { return .noAnnouncement }
        guard failure != nil else { return .fine }
        return format == Self.listingFormat && cachedAt == nil ? .notAnnouncedYet : .unreadable
    }
}
