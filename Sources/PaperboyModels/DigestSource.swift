import Foundation

/// What one configured source contributed to a digest: shown in the page footer
/// and the run report, so a reader can tell where the items came from.
public struct DigestSource: Codable, Hashable, Sendable {
    /// The source's name in the config.
    public var name: String
    /// The feed format it was read as (`arxiv-listing`, `atom`, …).
    public var format: String
    /// The feed's own title, when it has one.
    public var title: String?
    /// The feed's own link (its home page), when it has one.
    public var link: String?
    /// How many items the source yielded before any filtering.
    public var itemCount: Int
    /// Non-fatal problems the parser reported.
    public var warnings: [String]
    /// For an arXiv listing, whether it announced papers that day; nil for other sources
    /// and for a listing that failed to fetch (which says nothing about the day).
    public var announcement: Announcement?
    /// Why the source failed this run (nil when it was fetched fine): `URL: HTTP 503: message`.
    public var failure: String?
    /// Set when the source failed and its items are the last good ones from the cache: when those were fetched.
    public var cachedAt: Date?

    /// Creates a source record.
    public init(name: String, format: String, title: String? = nil, link: String? = nil,
                itemCount: Int, warnings: [String] = [], announcement: Announcement? = nil, failure: String? = nil,
                cachedAt: Date? = nil) {
        self.name = name
        self.format = format
        self.title = title
        self.link = link
        self.itemCount = itemCount
        self.warnings = warnings
        self.announcement = announcement
        self.failure = failure
        self.cachedAt = cachedAt
    }
}
