import Foundation

/// What one source produced in a run, from the fetch to the archive: the record of
/// the source (its format, the feed's title and link, warnings, how it fared), its
/// items, the feed's own date, and the report of how it was fetched. The fetch stage
/// makes one per source; filing splits it into one per day it lands on.
public struct SourceHarvest: Codable, Sendable, Hashable {
    /// The source as the archive and the pages record it.
    public var source: DigestSource
    /// The items in source order.
    public var items: [Item]
    /// The document's own date (`pubDate`, `lastBuildDate` or `updated`): for an arXiv
    /// listing, the day it announces (``ArxivCalendar/listingDay(of:)``).
    public var feedDate: Date?
    /// Requests, statuses, waits and any failure of this run's fetch (not kept in snapshots).
    public var report: SourceReport

    /// Creates a harvest.
    public init(source: DigestSource, items: [Item], feedDate: Date? = nil, report: SourceReport? = nil) {
        self.source = source
        self.items = items
        self.feedDate = feedDate
        self.report = report ?? SourceReport(name: source.name, kind: source.format, status: .ok, items: items.count,
                                             warnings: source.warnings)
    }

    /// What a parser read: the fetch stage names the source and adds its report.
    public init(format: String, title: String? = nil, link: String? = nil, items: [Item] = [], warnings: [String] = [],
                feedDate: Date? = nil) {
        self.init(source: DigestSource(name: "", format: format, title: title, link: link, itemCount: items.count, warnings: warnings),
                  items: items, feedDate: feedDate)
    }

    private enum CodingKeys: String, CodingKey {
        case source, items, feedDate
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(source: try container.decode(DigestSource.self, forKey: .source),
                  items: try container.decode([Item].self, forKey: .items),
                  feedDate: try container.decodeIfPresent(Date.self, forKey: .feedDate))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(source, forKey: .source)
        try container.encode(items, forKey: .items)
        try container.encodeIfPresent(feedDate, forKey: .feedDate)
    }
}
