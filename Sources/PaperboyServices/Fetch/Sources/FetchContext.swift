import Foundation
import PaperboyModels

/// What a source needs while it runs: the client, its meter, the day and its deadline.
public struct FetchContext: Sendable {
    /// The shared client.
    public var client: HTTPClient
    /// Receives a record of every request the source makes.
    public var meter: FetchMeter
    /// The digest day (placeholders in queries and date windows count from it).
    public var day: DigestDay
    /// The config's time zone.
    public var timeZone: TimeZone
    /// When the source's time budget runs out.
    public var deadline: Date

    /// Creates a context.
    public init(client: HTTPClient, meter: FetchMeter, day: DigestDay, timeZone: TimeZone, deadline: Date) {
        self.client = client
        self.meter = meter
        self.day = day
        self.timeZone = timeZone
        self.deadline = deadline
    }

    /// GETs `url` and parses the body as `kind`.
    ///
    /// Only the first `fetch.max_entries` items are kept (later ones are built and dropped
    /// at once, so memory stays bounded), with a warning naming the limit.
    /// A status that is not 2xx is an error; when the body is the API's own error
    /// document (arXiv's error entry, GitHub's `message`) its words are the reason
    /// and the ``FeedParseError`` is kept as the underlying error.
    /// - Parameters:
    ///   - attempt: Counts a source-level retry (an empty arXiv page) in the report.
    ///   - backoffWait: The wait before such a retry, for the report.
    /// - Throws: ``FetchError`` naming the URL, the status and the reason.
    public func feed(_ url: URL, kind: FeedKind, headers: HTTPHeaders = [:], attempt: Int = 0,
                     backoffWait: TimeInterval = 0) async throws -> (response: HTTPResponse, feed: ParsedFeed) {
        let response = try await client.get(url, headers: headers, meter: meter, deadline: deadline,
                                            attempt: attempt, backoffWait: backoffWait)
        guard response.isSuccess else {
            // Let the API's own error document speak when there is one.
            var reason = HTTPClient.describe(response)
            var underlying: FeedParseError?
            do {
                _ = try FeedParser().parse(data: response.body, kind: kind, baseURL: response.url)
            } catch let error as FeedParseError where [.arxivAPI, .arxivFeed, .gitHubAPI].contains(error.kind) {
                reason = error.reason
                underlying = error
            } catch {}
            throw FetchError(url: url, status: response.status, reason: reason, underlying: underlying)
        }
        do {
            return (response, try Self.parse(response, kind: kind, maxEntries: client.settings.maxEntries))
        } catch var error as FeedParseError {
            error.source = nil
            let reason = [.arxivAPI, .arxivFeed, .gitHubAPI].contains(error.kind) ? error.reason : "cannot parse the response: \(error.description)"
            throw FetchError(url: url, status: response.status, reason: reason, underlying: error)
        }
    }

    /// Parses a response body, keeping at most `maxEntries` items.
    static func parse(_ response: HTTPResponse, kind: FeedKind, maxEntries: Int) throws -> ParsedFeed {
        var items: [Item] = []
        var seen = 0
        var feed = try FeedParser().stream(.data(response.body), kind: kind, baseURL: response.url) { item in
            seen += 1
            if items.count < maxEntries { items.append(item) }
        }
        feed.items = items
        if seen > items.count {
            feed.itemCount = items.count
            feed.warnings.append("the feed has \(seen) entries, more than fetch.max_entries (\(maxEntries)): kept the first \(maxEntries)")
        }
        return feed
    }
}
