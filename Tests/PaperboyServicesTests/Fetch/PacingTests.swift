import Foundation
import PaperboyModels
import PaperboyTestSupport
import Testing
@testable import PaperboyServices

@Suite struct PacingTests {
    @Test("lanes and intervals", arguments: [
        ("https://export.arxiv.org/api/query?id_list=1", "arxiv.org", 3.0),
        ("https://rss.arxiv.org/rss/cs.LG", "arxiv.org", 3.0),
        ("https://arxiv.org/abs/2411.00001", "arxiv.org", 3.0),
        ("https://api.github.com/search/repositories?q=x", "api.github.com", 6.0),
        ("https://blog.example/feed.xml", "blog.example", 0.0),
        ("http://127.0.0.1:8080/x", "127.0.0.1:8080", 0.5),
        ("http://127.0.0.1:9090/x", "127.0.0.1:9090", 0.25),
    ])
    func lanesAndIntervals(url: String, lane: String, interval: Double) throws {
        let policy = PacingPolicy.standard(gitHubToken: false, overrides: ["127.0.0.1": 0.25, "127.0.0.1:8080": 0.5])
        let url = try #require(URL(string: url))
        #expect(policy.lane(for: url) == lane)
        #expect(policy.interval(for: url) == interval)
    }

    @Test func aGitHubTokenAllowsFasterSearches() {
        #expect(PacingPolicy.standard(gitHubToken: true).interval(for: URL(string: "https://api.github.com/x")!) == 2)
    }

    @Test func arxivRequestsAreSpacedByTheIntervalAcrossItsHosts() async throws {
        let clock = ManualClock()
        let transport = ScriptedTransport(clock: clock) { request, _ in HTTPResponse(url: request.url, status: 200) }
        let client = FetchTest.client(transport, clock: clock, pacing: .standard(gitHubToken: false))
        let meter = FetchMeter()
        let deadline = clock.now.addingTimeInterval(600)
        for url in ["https://rss.arxiv.org/rss/cs.LG", "https://export.arxiv.org/api/query?id_list=1", "https://export.arxiv.org/api/query?id_list=2"] {
            _ = try await client.get(URL(string: url)!, meter: meter, deadline: deadline)
        }
        let start = Date(timeIntervalSince1970: 1_732_795_200)
        #expect(transport.sent.map { $0.at.timeIntervalSince(start) } == [0, 3, 6])
        #expect(await meter.records.map(\.pacingWait) == [0, 3, 3])
    }

    @Test func differentHostsDoNotWaitForEachOther() async throws {
        let clock = ManualClock()
        let pacer = Pacer(policy: PacingPolicy(intervals: ["a.example": 5, "b.example": 5]), clock: clock)
        let a = URL(string: "https://a.example/1")!
        let b = URL(string: "https://b.example/1")!
        let deadline = clock.now.addingTimeInterval(600)
        #expect(try await pacer.acquire(a, deadline: deadline) == 0)
        // b's lane is free while a's is held.
        #expect(try await pacer.acquire(b, deadline: deadline) == 0)
        await pacer.release(a)
        await pacer.release(b)
        #expect(try await pacer.acquire(a, deadline: deadline) == 5)
        await pacer.release(a)
        #expect(try await pacer.acquire(b, deadline: deadline) == 0)
    }

    @Test func aTurnPastTheDeadlineIsRefused() async throws {
        let clock = ManualClock()
        let pacer = Pacer(policy: PacingPolicy(intervals: ["a.example": 5]), clock: clock)
        let a = URL(string: "https://a.example/1")!
        _ = try await pacer.acquire(a, deadline: clock.now.addingTimeInterval(60))
        await pacer.release(a)
        await #expect(throws: PacingRefusal.self) {
            _ = try await pacer.acquire(a, deadline: clock.now.addingTimeInterval(2))
        }
        // The refused caller handed the lane back.
        #expect(try await pacer.acquire(a, deadline: clock.now.addingTimeInterval(60)) == 5)
    }

    /// Real time, real sockets: concurrent requests to one paced host arrive at least the interval apart.
    @Test func concurrentRequestsToOneHostNeverArriveCloserThanTheInterval() async throws {
        let server = try TestHTTPServer(routes: ["/api/query": [TestReply(body: "ok")]])
        defer { server.stop() }
        let interval = 0.2
        let client = FetchTest.client(FetchTest.transport, clock: SystemClock(), pacing: PacingPolicy(intervals: ["127.0.0.1": interval]))
        // The budget is not what this tests: generous, as the suite may share two cores with sanitizer builds.
        let deadline = Date().addingTimeInterval(600)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for n in 0..<3 {
                group.addTask { _ = try await client.get(server.url("/api/query?id_list=\(n)"), meter: FetchMeter(), deadline: deadline) }
            }
            try await group.waitForAll()
        }
        let arrivals = server.requests.map(\.arrival).sorted()
        #expect(arrivals.count == 3)
        for (earlier, later) in zip(arrivals, arrivals.dropFirst()) {
            #expect(later.timeIntervalSince(earlier) >= interval)
        }
    }
}
