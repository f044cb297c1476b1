import Foundation
import PaperboyModels
import PaperboyTestSupport
import Testing
@testable import PaperboyServices

@Suite struct ArxivQuerySourceTests {
    let clock = ManualClock()

    static func papers(_ range: Range<Int>, published: String = "2024-11-27T10:00:00Z") -> [FeedFixtures.Paper] {
        range.map { FeedFixtures.Paper(String(format: "2411.%05d", $0), published: published) }
    }

    private func source(_ server: TestHTTPServer, max: Int = 100, page: Int = 2, days: Int? = nil) -> ArxivQuerySource {
        ArxivQuerySource(name: "search", query: #"abs:"language model" AND cat:cs.CL"#, maxResults: max, pageSize: page, days: days,
                         apiBase: server.url("/api/query"), emptyPageRetries: 2)
    }

    @Test func anEmptyPageWhileMoreResultsExistIsRetriedThenTheFullOneIsUsed() async throws {
        let server = try TestHTTPServer { request, count in
            let start = Int(request.parameter("start") ?? "0") ?? 0
            if start == 2, count == 1 { return TestReply(body: FeedFixtures.api([], total: 4, start: 2)) }
            return TestReply(body: FeedFixtures.api(Self.papers(start..<min(start + 2, 4)), total: 4, start: start))
        }
        defer { server.stop() }
        let client = FetchTest.client(FetchTest.transport, clock: clock)
        let context = FetchTest.context(client)
        let harvest = try await source(server).fetch(in: context)
        #expect(harvest.items.map(\.id) == ["arxiv:2411.00000", "arxiv:2411.00001", "arxiv:2411.00002", "arxiv:2411.00003"])
        #expect(harvest.source.warnings == [])
        #expect(server.requests.map { $0.parameter("start") } == ["0", "2", "2"])
        #expect(server.requests.first?.target
            == "/api/query?search_query=abs:%22language%20model%22%20AND%20cat:cs.CL&sortBy=submittedDate&sortOrder=descending&start=0&max_results=2")
        #expect(clock.sleeps == [1])
        #expect(await context.meter.records.map(\.attempt) == [0, 0, 1])
    }

    @Test func anEmptyPageThatStaysEmptyIsReported() async throws {
        let server = try TestHTTPServer { request, _ in
            let start = Int(request.parameter("start") ?? "0") ?? 0
            return TestReply(body: FeedFixtures.api(start == 0 ? Self.papers(0..<2) : [], total: 10, start: start))
        }
        defer { server.stop() }
        let client = FetchTest.client(FetchTest.transport, clock: clock)
        let harvest = try await source(server).fetch(in: FetchTest.context(client))
        #expect(harvest.items.count == 2)
        let url = server.url("/api/query?search_query=abs:%22language%20model%22%20AND%20cat:cs.CL&sortBy=submittedDate&sortOrder=descending&start=2&max_results=2")
        #expect(harvest.source.warnings == ["arXiv returned an empty page at start=2 although it reports 10 results (3 tries); up to 8 results are missing (\(url.absoluteString))"])
        #expect(clock.sleeps == [1, 2])
    }

    @Test func aPaperThatShiftsOntoTheNextPageIsKeptOnce() async throws {
        // A paper announced while the search is paged pushes every result one place down.
        let server = try TestHTTPServer { request, _ in
            let start = Int(request.parameter("start") ?? "0") ?? 0
            let shifted = start == 0 ? Self.papers(0..<2) : Self.papers(start - 1..<min(start + 1, 4))
            return TestReply(body: FeedFixtures.api(shifted, total: 5, start: start))
        }
        defer { server.stop() }
        let client = FetchTest.client(FetchTest.transport, clock: clock)
        let harvest = try await source(server, max: 4).fetch(in: FetchTest.context(client))
        #expect(harvest.items.map(\.id) == ["arxiv:2411.00000", "arxiv:2411.00001", "arxiv:2411.00002", "arxiv:2411.00003"])
    }

    @Test func aPageOfNothingNewEndsTheSearchInsteadOfPagingOn() async throws {
        let server = try TestHTTPServer { request, _ in
            TestReply(body: FeedFixtures.api(Self.papers(0..<2), total: 500, start: Int(request.parameter("start") ?? "0") ?? 0))
        }
        defer { server.stop() }
        let client = FetchTest.client(FetchTest.transport, clock: clock)
        let harvest = try await source(server).fetch(in: FetchTest.context(client))
        #expect(harvest.items.count == 2)
        #expect(server.requests.count == 2)
        #expect(harvest.source.warnings.first?.hasPrefix("arXiv returned only results already seen at start=2; stopped after 2 results") == true,
                "\(harvest.source.warnings)")
    }

    @Test func stopsAtTheConfiguredCount() async throws {
        let server = try TestHTTPServer { request, _ in
            let start = Int(request.parameter("start") ?? "0") ?? 0
            let count = Int(request.parameter("max_results") ?? "0") ?? 0
            return TestReply(body: FeedFixtures.api(Self.papers(start..<start + count), total: 500, start: start))
        }
        defer { server.stop() }
        let client = FetchTest.client(FetchTest.transport, clock: clock)
        let harvest = try await source(server, max: 5).fetch(in: FetchTest.context(client))
        #expect(harvest.items.count == 5)
        #expect(server.requests.map { "\($0.parameter("start")!)+\($0.parameter("max_results")!)" } == ["0+2", "2+2", "4+1"])
    }

    @Test func stopsAtTheFirstPaperOutsideTheDateWindow() async throws {
        // days: 2 on 2024-11-28 keeps papers from 2024-11-27T00:00Z on.
        let server = try TestHTTPServer { request, _ in
            let start = Int(request.parameter("start") ?? "0") ?? 0
            let papers = start == 0 ? Self.papers(0..<2) : Self.papers(2..<3) + Self.papers(3..<4, published: "2024-11-26T23:59:00Z")
            return TestReply(body: FeedFixtures.api(papers, total: 100, start: start))
        }
        defer { server.stop() }
        let client = FetchTest.client(FetchTest.transport, clock: clock)
        let harvest = try await source(server, days: 2).fetch(in: FetchTest.context(client))
        #expect(harvest.items.map(\.id) == ["arxiv:2411.00000", "arxiv:2411.00001", "arxiv:2411.00002"])
        #expect(server.requests.count == 2)
    }

    @Test func anAPIErrorIsNotRetriedAndNamesTheURL() async throws {
        let server = try TestHTTPServer(routes: ["/api/query": [TestReply(status: 400, body: FeedFixtures.apiError("malformed query"))]])
        defer { server.stop() }
        let client = FetchTest.client(FetchTest.transport, clock: clock)
        do {
            _ = try await source(server).fetch(in: FetchTest.context(client))
            Issue.record("expected an error")
        } catch let error as FetchError {
            #expect(error.status == 400)
            #expect(error.reason == "arXiv API error: malformed query")
            #expect((error.underlying as? FeedParseError)?.kind == .arxivAPI)
        }
        #expect(server.requests.count == 1)
    }
}
