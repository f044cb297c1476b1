import Foundation
import PaperboyModels
import PaperboyTestSupport
import Testing
@testable import PaperboyServices

@Suite struct GitHubSearchSourceTests {
    let clock = ManualClock()

    /// Three pages of two, linked by `Link` headers in GitHub's format.
    private func pagedServer(total: Int = 6, incomplete: Bool = false) throws -> TestHTTPServer {
        try TestHTTPServer { request, _ in
            let page = Int(request.parameter("page") ?? "1") ?? 1
            let names = [2 * page - 1, 2 * page].map { "owner\($0)/repo\($0)" }
            var links: [String] = []
            let base = "http://127.0.0.1:\(request.headers["host"]?.split(separator: ":").last ?? "")/search/repositories?q=x&per_page=2"
            if page < 3 { links.append("<\(base)&page=\(page + 1)>; rel=\"next\"") }
            links.append("<\(base)&page=3>; rel=\"last\"")
            return TestReply(headers: [("Link", links.joined(separator: ", "))],
                             body: FeedFixtures.gitHubSearch(names, total: total, incomplete: incomplete))
        }
    }

    private func source(_ server: TestHTTPServer, max: Int = 100, token: String? = nil) -> GitHubSearchSource {
        GitHubSearchSource(name: "gh", query: "language:swift created:>={{day-7}}", sort: "stars", order: "desc", maxResults: max,
                           apiBase: server.baseURL, token: token)
    }

    @Test func followsLinkPaginationOverThreePages() async throws {
        let server = try pagedServer()
        defer { server.stop() }
        let client = FetchTest.client(FetchTest.transport, clock: clock)
        let harvest = try await source(server).fetch(in: FetchTest.context(client))
        #expect(harvest.items.map(\.id) == (1...6).map { "github:owner\($0)/repo\($0)" })
        #expect(harvest.source.warnings == [])
        #expect(server.requests.map(\.target) == [
            "/search/repositories?q=language:swift%20created:%3E%3D2024-11-21&sort=stars&order=desc&per_page=100",
            "/search/repositories?q=x&per_page=2&page=2",
            "/search/repositories?q=x&per_page=2&page=3",
        ])
    }

    @Test func sendsGitHubHeadersAndTheTokenButNeverElsewhere() async throws {
        let server = try pagedServer()
        defer { server.stop() }
        let client = FetchTest.client(FetchTest.transport, clock: clock)
        _ = try await source(server, max: 2, token: "ghp_secret").fetch(in: FetchTest.context(client))
        let headers = try #require(server.requests.first?.headers)
        #expect(headers["authorization"] == "Bearer ghp_secret")
        #expect(headers["accept"] == "application/vnd.github+json")
        #expect(headers["x-github-api-version"] == "2022-11-28")
        #expect(server.requests.count == 1)
    }

    @Test func theThousandResultCapAndIncompleteResultsAreWarnings() async throws {
        let server = try pagedServer(total: 1500, incomplete: true)
        defer { server.stop() }
        let client = FetchTest.client(FetchTest.transport, clock: clock)
        let harvest = try await source(server, max: 4).fetch(in: FetchTest.context(client))
        #expect(harvest.items.count == 4)
        #expect(harvest.source.warnings == [
            "GitHub says these results are incomplete (incomplete_results: true)",
            "the query matches 1500 repositories but GitHub search serves only the first 1000; narrow it (for example with created:>={{day-7}})",
        ])
    }

    @Test func aNextLinkToAnotherHostIsNotFollowed() async throws {
        let server = try TestHTTPServer(routes: ["/search/repositories": [TestReply(
            headers: [("Link", "<https://elsewhere.example/search?page=2>; rel=\"next\"")],
            body: FeedFixtures.gitHubSearch(["a/b"], total: 2))]])
        defer { server.stop() }
        let client = FetchTest.client(FetchTest.transport, clock: clock)
        let harvest = try await source(server, token: "ghp_secret").fetch(in: FetchTest.context(client))
        #expect(harvest.items.count == 1)
        #expect(harvest.source.warnings == ["not following a next-page link to another host: https://elsewhere.example/search?page=2"])
    }

    @Test func aValidationErrorNamesGitHubsMessage() async throws {
        let server = try TestHTTPServer(routes: ["/search/repositories": [TestReply(status: 422, body: #"{"message":"Validation Failed","errors":[{"message":"bad q"}]}"#)]])
        defer { server.stop() }
        let client = FetchTest.client(FetchTest.transport, clock: clock)
        do {
            _ = try await source(server).fetch(in: FetchTest.context(client))
            Issue.record("expected an error")
        } catch let error as FetchError {
            #expect(error.status == 422)
            #expect(error.reason.hasPrefix("GitHub API error: Validation Failed"))
        }
    }

    @Test("query placeholders", arguments: [
        ("created:>={{day-7}}", "created:>=2024-11-21"),
        ("pushed:{{day}}..{{ day+1 }}", "pushed:2024-11-28..2024-11-29"),
        ("created:>{{day-30}}", "created:>2024-10-29"),
        ("no placeholders", "no placeholders"),
    ])
    func placeholders(query: String, resolved: String) throws {
        #expect(try QueryTemplate.resolve(query, day: DigestDay("2024-11-28")!) == resolved)
    }

    @Test("bad placeholders", arguments: ["{{week-1}}", "{{day-x}}", "created:{{day"])
    func badPlaceholders(query: String) {
        #expect(throws: QueryTemplateError.self) { try QueryTemplate.validate(query) }
    }

    @Test("Link headers", arguments: [
        (#"<https://api.github.com/s?page=2>; rel="next", <https://api.github.com/s?page=9>; rel="last""#, "https://api.github.com/s?page=2"),
        (#"<https://api.github.com/s?page=1>; rel="prev", <https://api.github.com/s?page=3>; rel="next""#, "https://api.github.com/s?page=3"),
        (#"<https://api.github.com/s?page=9>; rel="last""#, nil),
        (#"</s?page=4>; rel="next last""#, "https://api.github.com/s?page=4"),
    ])
    func linkHeaders(header: String, next: String?) {
        #expect(LinkHeader.target(header, relation: "next", base: URL(string: "https://api.github.com/s?page=1"))?.absoluteString == next)
    }
}
