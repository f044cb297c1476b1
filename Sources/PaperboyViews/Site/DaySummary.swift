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

    /// Summaries longer than this are cut (with `…`).
    public static let summaryLimit = 600

    public var day: DigestDay
    public var status: DayStatus
    public var sections: [SectionCount]
    public var entries: [Entry]
    /// What search indexes of each entry's summary (kept when a feed drops the summary).
    public var searchBodies: SearchBodies

    /// Distinct items of the day.
    public var itemCount: Int

    /// Summarises `digest`, with the texts it adds (a ranked entry's reason) in `locale`'s language.
    public init(digest: Digest, locale: ThemeLocale = ThemeLocales.shipped.schema) {
        day = digest.day
        status = digest.status
        itemCount = digest.distinctItemCount
        sections = digest.sections.map { SectionCount(id: $0.id, title: $0.title, count: $0.entries.count) }
        entries = Entry.sharingTexts(digest.sections.flatMap { section in
            section.entries.map { entry in
                let item = entry.item
                // A ranked entry's reason leads its feed text: `For you: close to … <link>.`
                let lead = locale.summaryLead(entry.summaryLine, summary: item.summary)
                let summary = entry.library.map { locale.libraryLead($0, summary: lead) } ?? lead
                let categories = item.paper.map { paper in
                    (paper.primaryCategory.map { [$0] } ?? []) + paper.otherCodes
                } ?? item.categories
                return Entry(itemID: item.id, sectionID: section.id, sectionTitle: section.title,
                             anchor: ItemView.anchor(itemID: item.id, sectionID: section.id),
                             title: item.displayTitle, url: SafeURL.web(item.url), summary: summary,
                             contentHTML: item.contentHTML ?? item.summaryMarkup,
                             authors: item.authors.map(\.name), categories: categories,
                             date: item.published ?? item.updated)
            }
        })
        var seen = Set<String>()
        searchBodies = SearchBodies(summaries: digest.sections.flatMap(\.entries).map { entry in
            let item = entry.item
            guard seen.insert(item.id).inserted else { return nil }
            let description = item.repository?.description.flatMap { $0 == item.summary ? nil : $0 }
            return description.map { item.summary + " " + $0 } ?? item.summary
        })
    }

    /// `text` cut to ``summaryLimit`` characters with `…`, or `text` when it is no longer.
    static func cut(_ text: String) -> String {
        let utf8 = text.utf8
        // utf8.count is O(1), and there are at least as many bytes as characters; counting
        // the characters would walk the whole text, the index walks only to the cut.
        guard utf8.count > summaryLimit,
              let end = text.index(text.startIndex, offsetBy: summaryLimit, limitedBy: text.endIndex), end != text.endIndex
        else { return text }
        return String(text[..<end]) + "\u{2026}"
    }
}
