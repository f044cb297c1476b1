import Foundation
import PaperboyModels

/// The kinds of document the parse stage reads.
public enum FeedKind: String, Sendable, CaseIterable, Codable {
    /// Detect from the document: JSON, or the XML root element and namespaces.
    case auto
    case atom, rss, rdf
    /// An export.arxiv.org/api/query response.
    case arxiv
    /// An rss.arxiv.org announcement feed (RSS or Atom).
    case arxivListing = "arxiv-listing"
    /// An api.github.com/search/repositories response.
    case githubSearch = "github-search"
}

/// A parsed document: its items and what it says about itself.
public struct ParsedFeed: Sendable {
    /// The kind the document turned out to be.
    public var kind: FeedKind
    public var title: String?
    /// The feed's own page (http or https).
    public var link: String?
    /// The feed's date (`updated`, `pubDate` or `lastBuildDate`): an arXiv listing's announcement day.
    public var date: Date?
    /// The items, in document order (empty when they were streamed to a callback).
    public var items: [Item]
    /// How many items the document held, streamed or not.
    public var itemCount: Int
    /// arXiv API paging: `opensearch:totalResults`, or GitHub's `total_count`.
    public var totalResults: Int?
    public var startIndex: Int?
    public var itemsPerPage: Int?
    /// GitHub's `incomplete_results` (nil when the response has no such key).
    public var incompleteResults: Bool?
    /// Things the run report should mention: recovered encodings, skipped entries, a truncated document.
    public var warnings: [String]
    /// True when the document broke off and only the items before the fault are here.
    public var isPartial: Bool

    /// Creates a parsed feed.
    public init(
        kind: FeedKind, title: String? = nil, link: String? = nil, date: Date? = nil, items: [Item] = [],
        itemCount: Int? = nil, totalResults: Int? = nil, startIndex: Int? = nil, itemsPerPage: Int? = nil,
        incompleteResults: Bool? = nil, warnings: [String] = [], isPartial: Bool = false
    ) {
        self.kind = kind
        self.title = title
        self.link = link
        self.date = date
        self.items = items
        self.itemCount = itemCount ?? items.count
        self.totalResults = totalResults
        self.startIndex = startIndex
        self.itemsPerPage = itemsPerPage
        self.incompleteResults = incompleteResults
        self.warnings = warnings
        self.isPartial = isPartial
    }
}
