import Foundation
import PaperboyModels

/// `kind: github_search`: GitHub repository search, paged by the `Link` header.
///
/// Placeholders in the query count from the digest day (``QueryTemplate``). With a
/// token, `Authorization: Bearer` is sent, and only to the API's own host: a `next`
/// link elsewhere is not followed. Hitting GitHub's 1000-result cap or
/// `incomplete_results: true` is a warning, not silence.
public struct GitHubSearchSource: FetchSource {
    /// The name in the config.
    public var name: String
    /// The `q` parameter, with placeholders.
    public var query: String
    /// `stars`, `forks`, `help-wanted-issues` or `updated`; nil for best match.
    public var sort: String?
    /// `desc` or `asc`; nil for GitHub's default.
    public var order: String?
    /// The most repositories kept, at most 1000.
    public var maxResults: Int
    /// The API root, `https://api.github.com`.
    public var apiBase: URL
    /// `GITHUB_TOKEN`, when set. Never printed or recorded.
    public var token: String?

    /// The default API root.
    public static let defaultAPIBase = URL(string: "https://api.github.com")!
    /// GitHub search serves at most this many results for any query.
    public static let resultCap = 1000

    /// Creates the source.
    public init(name: String, query: String, sort: String? = nil, order: String? = nil, maxResults: Int = 100,
                apiBase: URL = defaultAPIBase, token: String? = nil) {
        self.name = name
        self.query = query
        self.sort = sort
        self.order = order
        self.maxResults = max(1, min(maxResults, Self.resultCap))
        self.apiBase = apiBase
        self.token = token
    }

    /// `github_search`.
    public var kind: String { "github_search" }
    /// Always true.
    public var usesNetwork: Bool { true }
    /// The query (unresolved), sort and order.
    public var identity: String { "github_search \(query) \(sort ?? "-") \(order ?? "-")" }

    /// The first page's URL for the digest day.
    public func firstPageURL(day: DigestDay) throws -> URL {
        var items = [("q", try QueryTemplate.resolve(query, day: day))]
        if let sort { items.append(("sort", sort)) }
        if let order { items.append(("order", order)) }
        items.append(("per_page", String(min(100, maxResults))))
        var base = apiBase.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        return URLQuery.url(URL(string: base + "/search/repositories") ?? apiBase, items, keeping: ":")
    }

    /// The headers GitHub asks for, with the token when there is one.
    var headers: HTTPHeaders {
        var headers: HTTPHeaders = ["Accept": "application/vnd.github+json", "X-GitHub-Api-Version": "2022-11-28"]
        if let token, !token.isEmpty { headers["Authorization"] = "Bearer \(token)" }
        return headers
    }

    /// Fetches pages until `maxResults` repositories are in or there is no next page.
    public func fetch(in context: FetchContext) async throws -> SourceHarvest {
        let first = try firstPageURL(day: context.day)
        var url = first
        var items: [Item] = []
        var seen = Set<String>()
        var warnings: [String] = []
        var total: Int?
        while true {
            let response: HTTPResponse
            let page: ParsedFeed
            do {
                (response, page) = try await context.feed(url, kind: .githubSearch, headers: headers)
            } catch where !items.isEmpty {
                warnings.append("stopped after \(items.count) repositories: \(error)")
                break
            }
            total = total ?? page.totalResults
            for warning in page.warnings where !warnings.contains(warning) { warnings.append(warning) }
            for item in page.items where items.count < maxResults && seen.insert(item.id).inserted { items.append(item) }
            guard items.count < maxResults, !page.items.isEmpty,
                  let next = LinkHeader.target(response.headers["Link"], relation: "next", base: url) else { break }
            guard next.scheme == first.scheme, next.host == first.host, next.port == first.port else {
                warnings.append("not following a next-page link to another host: \(next.absoluteString)")
                break
            }
            url = next
        }
        if let total, total > Self.resultCap {
            warnings.append("the query matches \(total) repositories but GitHub search serves only the first \(Self.resultCap); narrow it (for example with created:>={{day-7}})")
        }
        return SourceHarvest(format: FeedKind.githubSearch.rawValue, title: "GitHub search: \(try QueryTemplate.resolve(query, day: context.day))",
                             link: nil, items: items, warnings: warnings)
    }
}
