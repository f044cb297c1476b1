import Foundation
import PaperboyModels
import PaperboyServices

/// arXiv, GitHub and a blog host on one local test server, answering the way the real
/// services do: `/rss/<categories>` serves a listing, `/api/query?id_list=…` serves
/// API entries for exactly the ids asked (made from the listing's own papers, plus a
/// comment), `/api/query?search_query=…` serves a search response, `/search/repositories`
/// serves GitHub pages chained by `Link` headers, and `/feeds/<name>` serves feeds.
public final class FakeUpstream: Sendable {
    /// The server; stop it to make every source on it fail hard.
    public let server: TestHTTPServer

    /// Starts the server.
    /// - Parameters:
    ///   - listing: The rss.arxiv.org document, served for any `/rss/…` path.
    ///   - search: The API response for any `search_query`.
    ///   - gitHubPages: GitHub search pages, page 1 first.
    ///   - feeds: Bodies by path under `/feeds/`.
    public init(listing: String, search: String, gitHubPages: [String], feeds: [String: String] = [:]) throws {
        let papers = try FeedParser().parse(data: Data(listing.utf8), kind: .arxivListing).items
        var byID: [String: Item] = [:]
        for paper in papers { if let id = paper.paper?.arxivID.value { byID[id] = paper } }
        let details = byID
        server = try TestHTTPServer { request, _ in
            if request.path.hasPrefix("/rss/") { return TestReply(headers: [("Content-Type", "application/rss+xml")], body: listing) }
            if request.path == "/api/query" {
                if let ids = request.parameter("id_list") {
                    let items = ids.split(separator: ",").compactMap { details[String($0)] }
                    return TestReply(headers: [("Content-Type", "application/atom+xml")], body: FeedFixtures.api(items: items))
                }
                return TestReply(headers: [("Content-Type", "application/atom+xml")], body: search)
            }
            if request.path == "/search/repositories" {
                let page = Int(request.parameter("page") ?? "1") ?? 1
                guard (1...gitHubPages.count).contains(page) else { return TestReply(status: 422, body: #"{"message":"Validation Failed"}"#) }
                var headers = [("Content-Type", "application/json")]
                let host = request.headers["host"] ?? "127.0.0.1"
                if page < gitHubPages.count {
                    let q = request.query.split(separator: "&").filter { !$0.hasPrefix("page=") }.joined(separator: "&")
                    headers.append(("Link", "<http://\(host)/search/repositories?\(q)&page=\(page + 1)>; rel=\"next\""))
                }
                return TestReply(headers: headers, body: gitHubPages[page - 1])
            }
            if request.path.hasPrefix("/feeds/"), let body = feeds[String(request.path.dropFirst(7))] {
                return TestReply(headers: [("Content-Type", "application/xml"), ("ETag", "\"\(body.utf8.count)\"")], body: body)
            }
            return TestReply(status: 404, body: "not found")
        }
    }

    /// `http://127.0.0.1:PORT`.
    public var baseURL: URL { server.baseURL }

    /// Stops the server.
    public func stop() { server.stop() }
}
