import Foundation
import PaperboyModels
import PaperboyTestSupport
import Testing
@testable import PaperboyServices

/// Each fault the local server can stage, and what the client makes of it. Waits are
/// virtual (a manual clock); the sockets and timeouts are real.
@Suite struct HTTPClientFaultTests {
    let clock = ManualClock()

    private func get(_ server: TestHTTPServer, _ path: String, client: HTTPClient? = nil) async throws -> (HTTPResponse, [RequestRecord]) {
        let client = client ?? FetchTest.client(FetchTest.transport, clock: clock)
        let meter = FetchMeter()
        let response = try await client.get(server.url(path), meter: meter, deadline: clock.now.addingTimeInterval(600))
        return (response, await meter.records)
    }

    @Test func a429WithRetryAfterSecondsWaitsThatLongThenSucceeds() async throws {
        let server = try TestHTTPServer(routes: ["/q": [TestReply(status: 429, headers: [("Retry-After", "7")], body: "slow down"), TestReply(body: "ok")]])
        defer { server.stop() }
        let (response, records) = try await get(server, "/q")
        #expect(String(decoding: response.body, as: UTF8.self) == "ok")
        #expect(records.map(\.status) == [429, 200])
        #expect(records.map(\.attempt) == [0, 1])
        #expect(records.map(\.backoffWait) == [0, 7])
        #expect(clock.sleeps == [7])
    }

    @Test func aRetryAfterHTTPDateIsHonoured() async throws {
        // The manual clock starts at 2024-11-28T12:00:00Z.
        let server = try TestHTTPServer(routes: ["/q": [TestReply(status: 503, headers: [("Retry-After", "Thu, 28 Nov 2024 12:00:42 GMT")]), TestReply(body: "ok")]])
        defer { server.stop() }
        let (_, records) = try await get(server, "/q")
        #expect(records.map(\.status) == [503, 200])
        #expect(clock.sleeps == [42])
    }

    @Test func a500ThenSuccessBacksOffOnce() async throws {
        let server = try TestHTTPServer(routes: ["/q": [TestReply(status: 500), TestReply(body: "ok")]])
        defer { server.stop() }
        let (response, records) = try await get(server, "/q")
        #expect(response.status == 200)
        #expect(records.map(\.status) == [500, 200])
        #expect(clock.sleeps == [1])
    }

    @Test func persistent5xxGivesUpAfterTheRetriesNamingURLAndStatus() async throws {
        let server = try TestHTTPServer(routes: ["/q": [TestReply(status: 502)]])
        defer { server.stop() }
        do {
            _ = try await get(server, "/q")
            Issue.record("expected a FetchError")
        } catch let error as FetchError {
            #expect(error.status == 502)
            #expect(error.description == "\(server.url("/q").absoluteString): HTTP 502: server error (gave up after 4 tries)")
        }
        #expect(server.requests.count == 4)
        #expect(clock.sleeps == [1, 2, 4])
    }

    @Test func gitHubSecondaryLimit403WaitsAtLeastAMinute() async throws {
        let body = #"{"message":"You have exceeded a secondary rate limit. Please wait a few minutes before you try again."}"#
        let server = try TestHTTPServer(routes: ["/search/repositories": [TestReply(status: 403, body: body), TestReply(body: "{}")]])
        defer { server.stop() }
        let (_, records) = try await get(server, "/search/repositories")
        #expect(records.map(\.status) == [403, 200])
        #expect(clock.sleeps == [60])
    }

    @Test func aPrimaryLimit403WaitsUntilTheReset() async throws {
        let reset = Int(clock.now.timeIntervalSince1970) + 30
        let server = try TestHTTPServer(routes: ["/s": [
            TestReply(status: 403, headers: [("x-ratelimit-remaining", "0"), ("x-ratelimit-reset", "\(reset)")], body: #"{"message":"API rate limit exceeded"}"#),
            TestReply(body: "{}"),
        ]])
        defer { server.stop() }
        _ = try await get(server, "/s")
        #expect(clock.sleeps == [31])
    }

    @Test func aPermission403IsNotRetried() async throws {
        let server = try TestHTTPServer(routes: ["/s": [TestReply(status: 403, body: #"{"message":"Must have admin rights"}"#)]])
        defer { server.stop() }
        let (response, records) = try await get(server, "/s")
        #expect(response.status == 403)
        #expect(records.count == 1)
    }

    /// The first reply stalls (its server would answer in ten minutes) and the real 0.2 s timeout
    /// cuts it; the retry is given two minutes (``PatientRetryTransport``), so a busy machine
    /// cannot time it out too. What is checked is the order of events, never how fast: a timeout,
    /// then one retry that gets the answer. That a timeout ends a stalled reply in time is
    /// `NetworkTransportTests.aSlowResponseTimesOut`, a suite run alone (`TIMED_SUITES`).
    @Test func aSlowResponsePastTheTimeoutIsRetried() async throws {
        let server = try TestHTTPServer(routes: ["/q": [TestReply(body: "late", delay: 600), TestReply(body: "ok")]])
        defer { server.stop() }
        let transport = PatientRetryTransport(FetchTest.transport)
        let client = FetchTest.client(transport, clock: clock, timeout: 0.2)
        let (response, records) = try await get(server, "/q", client: client)
        #expect(String(decoding: response.body, as: UTF8.self) == "ok")
        #expect(records.map(\.status) == [nil, 200])
        #expect(records.first?.error == "no complete response in 0.2 s (timed out)")
        #expect(transport.sentTimeouts == [0.2, 120])
        #expect(server.requests.count == 2)
        #expect(clock.sleeps == [1], "one backoff between the timeout and the retry")
    }

    @Test func aTruncatedBodyIsRetried() async throws {
        let full = String(repeating: "abcdefghij", count: 50)
        let server = try TestHTTPServer(routes: ["/q": [TestReply(body: full, truncateTo: 120), TestReply(body: full)]])
        defer { server.stop() }
        let (response, records) = try await get(server, "/q")
        #expect(response.body.count == 500)
        #expect(records.map(\.status) == [nil, 200])
        #expect(records.first?.error == "body ended after 120 of 500 bytes")
    }

    @Test func aWaitPastTheBudgetFailsAtOnce() async throws {
        let server = try TestHTTPServer(routes: ["/q": [TestReply(status: 429, headers: [("Retry-After", "3600")])]])
        defer { server.stop() }
        let client = FetchTest.client(FetchTest.transport, clock: clock, budget: 60)
        do {
            _ = try await client.get(server.url("/q"), meter: FetchMeter(), deadline: clock.now.addingTimeInterval(60))
            Issue.record("expected a FetchError")
        } catch let error as FetchError {
            #expect(error.status == 429)
            #expect(error.reason == "too many requests; the next try (in 3600 s) would pass the source's time budget (fetch.budget_seconds)")
        }
        #expect(clock.sleeps == [])
    }

    @Test func a304OnIfNoneMatchIsServedFromTheCache() async throws {
        let folder = try FetchTest.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try TestHTTPServer { request, _ in
            request.headers["if-none-match"] == "\"v1\""
                ? TestReply(status: 304, headers: [("ETag", "\"v1\"")])
                : TestReply(headers: [("ETag", "\"v1\""), ("Last-Modified", "Wed, 27 Nov 2024 10:00:00 GMT")], body: "<rss/>")
        }
        defer { server.stop() }
        let client = FetchTest.client(FetchTest.transport, clock: clock, cache: ResponseCache(folder: folder, fileSystem: .disk))
        let (first, _) = try await get(server, "/feed", client: client)
        let (second, records) = try await get(server, "/feed", client: client)
        #expect(first.body == second.body)
        #expect(second.status == 200)
        #expect(records.map(\.status) == [304])
        #expect(records.first?.fromCache == true)
        #expect(records.first?.bytes == 6)
        #expect(server.requests.map { $0.headers["if-none-match"] } == [nil, "\"v1\""])
        #expect(server.requests.last?.headers["if-modified-since"] == "Wed, 27 Nov 2024 10:00:00 GMT")
    }

    @Test func a304ThatStatesTheEntitysLengthIsNotATruncation() async throws {
        let folder = try FetchTest.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try TestHTTPServer { request, _ in
            request.headers["if-none-match"] == "\"v1\""
                ? TestReply(status: 304, headers: [("ETag", "\"v1\"")], body: "<rss/>", truncateTo: 0)
                : TestReply(headers: [("ETag", "\"v1\"")], body: "<rss/>")
        }
        defer { server.stop() }
        let client = FetchTest.client(FetchTest.transport, clock: clock, cache: ResponseCache(folder: folder, fileSystem: .disk))
        _ = try await get(server, "/feed", client: client)
        let (second, records) = try await get(server, "/feed", client: client)
        #expect(second.body == Data("<rss/>".utf8))
        #expect(records.map(\.status) == [304])
    }

    @Test func theUserAgentIsSent() async throws {
        let server = try TestHTTPServer(routes: ["/q": [TestReply(body: "ok")]])
        defer { server.stop() }
        _ = try await get(server, "/q")
        #expect(server.requests.first?.headers["user-agent"] == "Paperboy-test")
        #expect(FetchSettings.defaultUserAgent == "Paperboy/0.1 (+https://github.com/paperboy-digest/paperboy)")
    }
}
