import Foundation
import PaperboyModels
import PaperboyServices

/// One configured source: its name, its kind, and the keys of that kind.
public struct SourceConfig: Sendable, Hashable {
    /// How a source is obtained.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Any RSS, RDF, Atom, arXiv or GitHub search document, from a file (`path:`) or a URL (`url:`).
        case feed
        /// A day's arXiv announcement for `categories:`, with details from the API.
        case arxiv
        /// An arXiv API search (`query:`), newest first.
        case arxivQuery = "arxiv_query"
        /// A GitHub repository search (`query:`).
        case githubSearch = "github_search"
    }

    /// Its unique name, which sections refer to.
    public var name: String
    /// How it is obtained (`kind:`, default `feed`).
    public var kind: Kind
    /// feed: the file (`path:`, relative to the config file).
    public var file: URL?
    /// feed: the feed's http(s) URL (`url:`).
    public var url: URL?
    /// feed: the document kind (`format:`, default `auto`).
    public var format: FeedKind
    /// arxiv: the categories (`categories:`), fetched in one request.
    public var categories: [String]
    /// arxiv: ids per API request (`batch_size:`, default 100, at most 2000).
    public var batchSize: Int
    /// arxiv: the announce types kept (`announce:`), nil for all.
    public var announceTypes: [AnnounceType]?
    /// arxiv_query and github_search: the search (`query:`); github_search may use `{{day-N}}` placeholders.
    public var query: String?
    /// arxiv_query and github_search: the most results kept (`max_results:`, default 100).
    public var maxResults: Int?
    /// arxiv_query: results per request (`page_size:`, default 200, at most 2000).
    public var pageSize: Int?
    /// arxiv_query: keep papers submitted in the last N days (`days:`).
    public var days: Int?
    /// github_search: `stars`, `forks`, `help-wanted-issues` or `updated` (`sort:`).
    public var sort: String?
    /// github_search: `desc` or `asc` (`order:`).
    public var order: String?

    /// Creates a source; only the keys of `kind` matter.
    public init(name: String, kind: Kind = .feed, file: URL? = nil, url: URL? = nil, format: FeedKind = .auto,
                categories: [String] = [], batchSize: Int = 100, announceTypes: [AnnounceType]? = nil,
                query: String? = nil, maxResults: Int? = nil, pageSize: Int? = nil, days: Int? = nil,
                sort: String? = nil, order: String? = nil) {
        self.name = name
        self.kind = kind
        self.file = file
        self.url = url
        self.format = format
        self.categories = categories
        self.batchSize = batchSize
        self.announceTypes = announceTypes
        self.query = query
        self.maxResults = maxResults
        self.pageSize = pageSize
        self.days = days
        self.sort = sort
        self.order = order
    }
}
