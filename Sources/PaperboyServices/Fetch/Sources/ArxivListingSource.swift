import Foundation
import PaperboyModels

/// `kind: arxiv`: a day's announcement for some categories, with details from the API.
///
/// One request to rss.arxiv.org for all categories (joined with `+`), then the
/// API by `id_list` in batches for primary category, comment, journal ref and DOI.
/// The listing's own date comes back with the harvest: the build decides from it
/// which day the announcement belongs to (``ArxivCalendar``), so a stale listing is
/// never filed as the digest day's news.
/// Papers the API does not return keep the listing's details, and a warning names
/// them: a paper is never silently dropped, and one bad id never fails the source.
public struct ArxivListingSource: FetchSource {
    /// The name in the config.
    public var name: String
    /// Categories like `cs.LG`, in config order.
    public var categories: [String]
    /// Ids per API request (`max_results` is set to it), at most 2000.
    public var batchSize: Int
    /// Announce types kept; nil keeps all.
    public var announceTypes: Set<AnnounceType>?
    /// The listing base, `https://rss.arxiv.org/rss/`.
    public var rssBase: URL
    /// The API endpoint, `https://export.arxiv.org/api/query`.
    public var apiBase: URL
    /// Tries again when a batch comes back empty (arXiv does that transiently).
    public var emptyPageRetries: Int

    /// The default listing base.
    public static let defaultRSSBase = URL(string: "https://rss.arxiv.org/rss/")!
    /// The default API endpoint.
    public static let defaultAPIBase = URL(string: "https://export.arxiv.org/api/query")!

    /// Creates the source.
    public init(name: String, categories: [String], batchSize: Int = 100, announceTypes: Set<AnnounceType>? = nil,
                rssBase: URL = defaultRSSBase, apiBase: URL = defaultAPIBase, emptyPageRetries: Int = 2) {
        self.name = name
        self.categories = categories
        self.batchSize = max(1, min(batchSize, 2000))
        self.announceTypes = announceTypes
        self.rssBase = rssBase
        self.apiBase = apiBase
        self.emptyPageRetries = emptyPageRetries
    }

    /// `arxiv`.
    public var kind: String { "arxiv" }
    /// Always true.
    public var usesNetwork: Bool { true }
    /// The categories and announce types.
    public var identity: String {
        "arxiv \(categories.joined(separator: "+")) \((announceTypes.map { $0.map(\.rawValue).sorted() } ?? ["all"]).joined(separator: ","))"
    }

    /// The listing URL: `<rss base>/cs.LG+cs.CL`.
    public var listingURL: URL {
        var base = rssBase.absoluteString
        if !base.hasSuffix("/") { base += "/" }
        let path = categories.map { URLQuery.encode($0) }.joined(separator: "+")
        return URL(string: base + path) ?? rssBase
    }

    /// The API URL for a batch of ids.
    public func detailsURL(_ ids: [ArxivID]) -> URL {
        URLQuery.url(apiBase, [("id_list", ids.map(\.value).joined(separator: ",")), ("max_results", String(ids.count))],
                     keeping: ",/")
    }

    /// Fetches the listing, then the details.
    public func fetch(in context: FetchContext) async throws -> SourceHarvest {
        let (_, listing) = try await context.feed(listingURL, kind: .arxivListing)
        var warnings = listing.warnings
        guard !listing.items.isEmpty else {
            return SourceHarvest(format: FeedKind.arxivListing.rawValue, title: listing.title, link: listing.link, warnings: warnings,
                                 feedDate: listing.date)
        }
        let kept = listing.items.filter { item in
            guard let types = announceTypes else { return true }
            return item.paper?.announceType.map(types.contains) ?? true
        }
        let ids = kept.compactMap(\.paper?.arxivID)
        let details = await fetchDetails(ids, context: context, warnings: &warnings)
        let items = kept.map { item -> Item in
            guard let id = item.paper?.arxivID, var detailed = details[id] else { return item }
            detailed.paper?.announceType = item.paper?.announceType
            return detailed
        }
        return SourceHarvest(format: FeedKind.arxivListing.rawValue, title: listing.title, link: listing.link, items: items, warnings: warnings,
                             feedDate: listing.date)
    }
}
