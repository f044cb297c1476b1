import Foundation
import PaperboyModels

/// What a source yielded: its items and what the digest should say about it.
public struct SourceHarvest: Codable, Sendable, Hashable {
    /// The document format it was read as (`arxiv-listing`, `arxiv`, `github-search`, `atom`…).
    public var format: String
    /// The feed's own title.
    public var title: String?
    /// The feed's own page.
    public var link: String?
    /// The items in source order.
    public var items: [Item]
    /// Non-fatal problems: missing papers, a stale listing, a capped search.
    public var warnings: [String]
    /// The document's own date (`pubDate`, `lastBuildDate` or `updated`): for an arXiv
    /// listing, the day it announces (``ArxivCalendar/listingDay(of:)``).
    public var feedDate: Date?

    /// Creates a harvest.
    public init(format: String, title: String? = nil, link: String? = nil, items: [Item] = [], warnings: [String] = [],
                feedDate: Date? = nil) {
        self.format = format
        self.title = title
        self.link = link
        self.items = items
        self.warnings = warnings
        self.feedDate = feedDate
    }
}
