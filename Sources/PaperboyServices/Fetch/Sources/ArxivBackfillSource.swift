import Foundation
import PaperboyModels

/// A missed arXiv announcement fetched again: the papers of an `arxiv` source's
/// categories submitted in the window that the listing of ``day`` announced, from the
/// API (`submittedDate:[…]`), oldest first, all pages or none.
///
/// The API knows when a paper was first submitted, not when a version was replaced,
/// so a back-filled day holds new papers and cross-lists, never replacements.
public struct ArxivBackfillSource: FetchSource {
    /// The `arxiv` source it fills in for: the items carry its name, so sections find them.
    public var listing: ArxivListingSource
    /// The listing day that was missed.
    public var day: DigestDay
    /// The submission window that listing announced.
    public var window: DateInterval

    /// The most papers one back-filled day may hold (a whole day of every archive is about 3,000).
    public static let maxPapers = 50_000

    /// Creates the source.
    public init(listing: ArxivListingSource, day: DigestDay, calendar: ArxivCalendar) {
        self.listing = listing
        self.day = day
        window = calendar.submissionWindow(for: day)
    }

    /// The listing source's name.
    public var name: String { listing.name }
    /// `arxiv_backfill`.
    public var kind: String { "arxiv_backfill" }
    /// Always true.
    public var usesNetwork: Bool { true }
    /// The categories and the day.
    public var identity: String { "\(listing.identity) backfill \(day.isoText)" }

    /// `(cat:cs.LG OR cat:cs.CL) AND submittedDate:[202411251900 TO 202411261858]`.
    public var query: String {
        let categories = listing.categories.map { "cat:\($0)" }
        let any = categories.count == 1 ? categories[0] : "(" + categories.joined(separator: " OR ") + ")"
        return any + " AND " + ArxivCalendar.submittedDateClause(window)
    }

    /// Pages through the window; any failed page fails the whole day.
    public func fetch(in context: FetchContext) async throws -> SourceHarvest {
        var search = ArxivQuerySource(name: name, query: query, maxResults: Self.maxPapers, pageSize: 2000,
                                      apiBase: listing.apiBase, emptyPageRetries: listing.emptyPageRetries)
        search.ascending = true
        search.strict = true
        let found = try await search.fetch(in: context)
        let items = found.items.compactMap { item -> Item? in
            guard var paper = item.paper else { return nil }
            let primary = paper.primaryCategory.map { category in
                listing.categories.contains { category == $0 || category.hasPrefix($0 + ".") }
            } ?? true
            let type: AnnounceType = primary ? .new : .cross
            guard listing.announceTypes?.contains(type) ?? true else { return nil }
            paper.announceType = type
            var kept = item
            kept.paper = paper
            return kept
        }
        let note = "back-filled from the arXiv API: papers submitted \(Self.describe(window)); replacements are not included"
        return SourceHarvest(format: FeedKind.arxiv.rawValue, title: found.source.title, items: items, warnings: found.source.warnings + [note])
    }

    /// `2024-11-25 14:00 to 2024-11-26 14:00 US Eastern`.
    static func describe(_ window: DateInterval) -> String {
        func text(_ date: Date) -> String {
            let day = DigestDay(containing: date, in: ArxivCalendar.eastern)
            let minutes = Int(date.timeIntervalSince(day.start(in: ArxivCalendar.eastern))) / 60
            return day.isoText + " " + (minutes / 60 < 10 ? "0" : "") + "\(minutes / 60):" + (minutes % 60 < 10 ? "0" : "") + "\(minutes % 60)"
        }
        return "\(text(window.start)) to \(text(window.end)) US Eastern"
    }
}
