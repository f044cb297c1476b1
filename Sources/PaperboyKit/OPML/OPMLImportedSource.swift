import Foundation
import PaperboyServices

/// One source of a digest started from OPML, its kind told by its URL.
///
/// - `rss.arxiv.org/rss/<cats>` (also `/atom/`, and the older `arxiv.org/rss/<cats>`):
///   `kind: arxiv` with those categories;
/// - `export.arxiv.org/api/query?search_query=…`: `kind: arxiv_query` with that query and `max_results`;
/// - `github.com/<owner>/<repo>/releases.atom`: a feed with `format: atom`;
/// - anything else: a feed whose format is detected when it is read.
public struct OPMLImportedSource: Sendable, Equatable {
    /// The source's name: a slug of the outline's title or text, made unique.
    public var name: String
    /// The source kind.
    public var kind: SourceConfig.Kind
    /// The feed's URL (kind feed).
    public var url: String?
    /// The feed's format (kind feed): `auto`, or `atom` for GitHub releases.
    public var format: FeedKind
    /// arXiv categories (kind arxiv).
    public var categories: [String]
    /// The arXiv search (kind arxiv_query).
    public var query: String?
    /// The most results (kind arxiv_query), from the URL's `max_results`.
    public var maxResults: Int?

    /// The source a feed URL stands for.
    public init(name: String, url: URL) {
        self.name = name
        kind = .feed
        self.url = url.absoluteString
        format = .auto
        categories = []
        let host = url.host?.lowercased() ?? ""
        let parts = url.path.split(separator: "/").map(String.init)
        if ["rss.arxiv.org", "arxiv.org", "export.arxiv.org"].contains(host), parts.count == 2, ["rss", "atom"].contains(parts[0]) {
            let listed = parts[1].split(separator: "+").map(String.init)
            if !listed.isEmpty, listed.allSatisfy(ConfigResolver.isCategory) {
                kind = .arxiv
                self.url = nil
                categories = listed
            }
        } else if host == "export.arxiv.org", url.path == "/api/query",
                  let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedQueryItems,
                  let search = items.first(where: { $0.name == "search_query" })?.value?.removingPercentEncoding, !search.isEmpty {
            kind = .arxivQuery
            self.url = nil
            query = search
            maxResults = items.first(where: { $0.name == "max_results" })?.value.flatMap { Int($0) }.map { min(max($0, 1), 100_000) }
        } else if host == "github.com" || host == "www.github.com", parts.count == 3, parts[2] == "releases.atom" {
            format = .atom
        }
    }
}
