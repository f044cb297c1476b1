import Foundation
import PaperboyModels

/// What the site-wide pages (archive, sections, categories, feeds, search) keep of one day:
/// counts and a short record per entry, so a year of days fits in memory after its
/// digests are gone.
public struct DaySummary: Sendable, Hashable, Codable {
    /// One section's count.
    public struct SectionCount: Sendable, Hashable, Codable {
        public var id: String
        public var title: String
        public var count: Int
    }

    /// One entry, as a feed, a list or the search index shows it.
    public struct Entry: Sendable, Hashable, Codable {
        public var itemID: String
        public var sectionID: String
        public var sectionTitle: String
        /// The item's anchor on its day page.
        public var anchor: String
        public var title: String
        public var url: String?
        /// The plain-text summary, cut to ``summaryLimit`` characters; nil once no feed
        /// can show it (``FeedSummaryWindow``).
        public var summary: String?
        public var authors: [String]
        public var categories: [String]
        public var date: Date?
    }

    /// Summaries longer than this are cut (with `…`).
    public static let summaryLimit = 600

    public var day: DigestDay
    public var status: DayStatus
    public var sections: [SectionCount]
    public var entries: [Entry]

    /// Distinct items of the day.
    public var itemCount: Int

    /// Summarises `digest`.
    public init(digest: Digest) {
        day = digest.day
        status = digest.status
        itemCount = digest.distinctItemCount
        sections = digest.sections.map { SectionCount(id: $0.id, title: $0.title, count: $0.entries.count) }
        entries = digest.sections.flatMap { section in
            section.entries.map { entry in
                let item = entry.item
                // utf8.count is O(1); counting Characters walks the whole text.
                let summary = item.summary.utf8.count > Self.summaryLimit && item.summary.count > Self.summaryLimit
                    ? String(item.summary.prefix(Self.summaryLimit)) + "\u{2026}" : item.summary
                let categories = item.paper.map { paper in
                    (paper.primaryCategory.map { [$0] } ?? []) + paper.otherCodes
                } ?? item.categories
                return Entry(itemID: item.id, sectionID: section.id, sectionTitle: section.title,
                             anchor: ItemView.anchor(itemID: item.id, sectionID: section.id),
                             title: item.title, url: SafeURL.web(item.url), summary: summary,
                             authors: item.authors.map(\.name), categories: categories,
                             date: item.published ?? item.updated)
            }
        }
    }
}
