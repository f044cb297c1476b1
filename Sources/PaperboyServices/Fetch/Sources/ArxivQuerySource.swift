import Foundation
import PaperboyModels

/// `kind: arxiv_query`: an arXiv API search, newest submissions first, paged.
///
/// Pages of `page_size` (at most 2000) are asked for with `start`/`max_results`
/// until `max_results` papers are in, the results run out, or (with `days`) a paper
/// was submitted before the window. An empty page while `totalResults` says more
/// exist is asked for again (arXiv returns those transiently), then reported.
public struct ArxivQuerySource: FetchSource {
    /// The name in the config.
    public var name: String
    /// arXiv's `search_query` (`au:`, `ti:`, `abs:`, `cat:`, `AND`…).
    public var query: String
    /// The most papers kept.
    public var maxResults: Int
    /// Papers per request, at most 2000.
    public var pageSize: Int
    /// Keep papers submitted in the last `days` days up to the end of the digest day; nil for no window.
    public var days: Int?
    /// The API endpoint.
    public var apiBase: URL
    /// Tries again when a page comes back empty although more results exist.
    public var emptyPageRetries: Int
    /// Oldest submissions first instead of newest.
    public var ascending = false
    /// The API's order: `submittedDate` (the first version's) or `lastUpdatedDate` (the latest version's).
    public var sortBy = "submittedDate"
    /// A failed or missing page fails the source instead of ending it with a warning
    /// (a back-fill must be whole or not at all).
    public var strict = false

    /// Creates the source.
    public init(name: String, query: String, maxResults: Int = 100, pageSize: Int = 200, days: Int? = nil,
                apiBase: URL = ArxivListingSource.defaultAPIBase, emptyPageRetries: Int = 2) {
        self.name = name
        self.query = query
        self.maxResults = max(1, maxResults)
        self.pageSize = max(1, min(pageSize, 2000))
        self.days = days
        self.apiBase = apiBase
        self.emptyPageRetries = emptyPageRetries
    }

    /// `arxiv_query`.
    public var kind: String { "arxiv_query" }
    /// Always true.
    public var usesNetwork: Bool { true }
    /// The query and window.
    public var identity: String { "arxiv_query \(query) \(days.map(String.init) ?? "-")" }

    /// The URL of the page starting at `start` with `count` results.
    public func pageURL(start: Int, count: Int) -> URL {
        URLQuery.url(apiBase, [("search_query", query), ("sortBy", sortBy), ("sortOrder", ascending ? "ascending" : "descending"),
                               ("start", String(start)), ("max_results", String(count))], keeping: ":+")
    }

    /// Pages through the search.
    public func fetch(in context: FetchContext) async throws -> SourceHarvest {
        let cutoff = days.map { context.day.adding(days: 1 - $0).start(in: context.timeZone) }
        var items: [Item] = []
        // Pages shift when papers arrive while a search is paged: a result seen on an earlier page is kept once.
        var seen: Set<String> = []
        var warnings: [String] = []
        var title: String?
        var start = 0
        var emptyTries = 0
        var wait: TimeInterval = 0
        pages: while items.count < maxResults {
            let url = pageURL(start: start, count: min(pageSize, maxResults - items.count))
            let page: ParsedFeed
            do {
                page = try await context.feed(url, kind: .arxiv, attempt: emptyTries, backoffWait: wait).feed
            } catch where !items.isEmpty && !strict {
                warnings.append("stopped after \(items.count) results: \(error)")
                break
            }
            title = title ?? page.title
            warnings += page.warnings
            let total = page.totalResults ?? 0
            if page.items.isEmpty {
                guard start < total else { break }
                if emptyTries < emptyPageRetries {
                    emptyTries += 1
                    wait = context.client.settings.retry.backoff(retry: emptyTries)
                    let resume = context.client.clock.now.addingTimeInterval(wait)
                    if resume < context.deadline {
                        context.meter.tell(.retrying(retry: emptyTries, seconds: wait, problem: "empty page"))
                        try await context.client.clock.sleep(until: resume)
                        continue
                    }
                }
                let missing = "arXiv returned an empty page at start=\(start) although it reports \(total) results "
                    + "(\(emptyTries + 1) tries); up to \(min(total, maxResults) - items.count) results are missing"
                if strict { throw FetchError(url: url, reason: missing) }
                warnings.append(missing + " (\(url.absoluteString))")
                break
            }
            emptyTries = 0
            wait = 0
            let before = items.count
            for item in page.items {
                if let cutoff, let date = item.published ?? item.updated, date < cutoff { break pages }
                guard seen.insert(item.id).inserted else { continue }
                items.append(item)
                if items.count == maxResults { break pages }
            }
            guard items.count > before else {
                warnings.append("arXiv returned only results already seen at start=\(start); stopped after \(items.count) results (\(url.absoluteString))")
                break
            }
            start += page.items.count
            if start >= total { break }
        }
        return SourceHarvest(format: FeedKind.arxiv.rawValue, title: title, items: items, warnings: warnings)
    }
}
