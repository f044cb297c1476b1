import Foundation
import PaperboyModels

/// A missed arXiv announcement fetched again from the API: the papers of an `arxiv`
/// source's categories that the listing of ``day`` announced, as far as the API can find
/// them, oldest first, all pages or none.
///
/// The API searches two dates, not the announcement: `submittedDate` (the first version's)
/// finds the window's new papers and cross-lists; `lastUpdatedDate` (the latest version's)
/// finds the replacements submitted in the window, and a cross-list of an older paper that
/// came with a new version. A cross-list of an older paper made without a new version moves
/// neither date, so no query finds it: the harvest's note says so, with what was found by kind.
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
    public var query: String { categoryClause + " AND " + ArxivCalendar.submittedDateClause(window) }

    /// `(cat:cs.LG OR cat:cs.CL) AND lastUpdatedDate:[202411251900 TO 202411261858]`.
    public var replacementQuery: String { categoryClause + " AND " + ArxivCalendar.lastUpdatedDateClause(window) }

    private var categoryClause: String {
        let categories = listing.categories.map { "cat:\($0)" }
        return categories.count == 1 ? categories[0] : "(" + categories.joined(separator: " OR ") + ")"
    }

    /// Both searches; a failed page of the first fails the whole day. The second adds
    /// replacements: when it fails, the day keeps its new papers and says what it lacks.
    public func fetch(in context: FetchContext) async throws -> SourceHarvest {
        let found = try await search(query, sortBy: "submittedDate", in: context)
        var warnings = found.source.warnings
        var items = found.items.compactMap(submitted)
        do {
            let later = try await search(replacementQuery, sortBy: "lastUpdatedDate", in: context)
            let seen = Set(items.map(\.id))
            items += later.items.compactMap(replaced).filter { !seen.contains($0.id) }
            warnings += later.source.warnings
        } catch let error as CancellationError {
            throw error
        } catch {
            warnings.append("replacements were not fetched (\(error)): this day has new papers and cross-lists only")
        }
        items = items.filter { listing.announceTypes?.contains($0.paper?.announceType ?? .new) ?? true }
        return SourceHarvest(format: FeedKind.arxiv.rawValue, title: found.source.title, items: items, warnings: warnings + [note(items)])
    }

    private func search(_ query: String, sortBy: String, in context: FetchContext) async throws -> SourceHarvest {
        var search = ArxivQuerySource(name: name, query: query, maxResults: Self.maxPapers, pageSize: 2000,
                                      apiBase: listing.apiBase, emptyPageRetries: listing.emptyPageRetries)
        search.ascending = true
        search.strict = true
        search.sortBy = sortBy
        return try await search.fetch(in: context)
    }

    /// A paper first submitted in the window: new, or a cross-list by its primary category.
    private func submitted(_ item: Item) -> Item? {
        guard let paper = item.paper else { return nil }
        return typed(item, isPrimary(paper) ? .new : .cross)
    }

    /// A paper submitted before the window whose latest version is in it: a replacement (or a
    /// cross-listed replacement); a first version whose date moved is a late cross-list.
    private func replaced(_ item: Item) -> Item? {
        guard let paper = item.paper, let updated = item.updated, updated >= window.start, updated < window.end,
              (item.published ?? updated) < window.start else { return nil }
        if (paper.version ?? 1) > 1 { return typed(item, isPrimary(paper) ? .replace : .replaceCross) }
        return isPrimary(paper) ? nil : typed(item, .cross)
    }

    private func isPrimary(_ paper: Paper) -> Bool {
        paper.primaryCategory.map { category in
            listing.categories.contains { category == $0 || category.hasPrefix($0 + ".") }
        } ?? true
    }

    private func typed(_ item: Item, _ type: AnnounceType) -> Item {
        var kept = item
        kept.paper?.announceType = type
        return kept
    }

    /// `back-filled from the arXiv API: 12 new papers, 3 cross-lists, 5 replacements, submitted …`.
    func note(_ items: [Item]) -> String {
        let types = items.compactMap(\.paper?.announceType)
        func count(_ n: Int, _ one: String, _ many: String) -> String { "\(n) \(n == 1 ? one : many)" }
        let new = count(types.filter { $0 == .new }.count, "new paper", "new papers")
        let cross = count(types.filter { $0 == .cross }.count, "cross-list", "cross-lists")
        let replacements = count(types.filter(\.isUpdate).count, "replacement", "replacements")
        return "back-filled from the arXiv API: \(new), \(cross), \(replacements), submitted \(Self.describe(window)); "
            + "a cross-list of an older paper made without a new version is not in the API's date search and may be missing"
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
