import Foundation
import PaperboyNetwork
import PaperboyModels
import PaperboyServices
import PaperboyTestSupport
import Testing
@testable import PaperboyCLI

/// The CLI's progress, not Foundation's.
private typealias Progress = PaperboyCLI.Progress

/// What `Progress` writes, on a fake terminal and as plain lines, for a real fetch against the
/// test server (a 429 with `Retry-After`, then the feed) and for events fed by hand.
@Suite struct ProgressTests {
    /// Collects what progress writes, write by write.
    final class Sink: ProgressSink, @unchecked Sendable {
        private let lock = NSLock()
        private var collected: [String] = []
        func write(_ text: String) { lock.withLock { collected.append(text) } }
        var writes: [String] { lock.withLock { collected } }
        var text: String { writes.joined() }
    }

    /// A clock that moves 30 ms each time it is read.
    final class SteppingClock: @unchecked Sendable {
        private let lock = NSLock()
        private var milliseconds = 0
        func next() -> Date {
            lock.withLock {
                defer { milliseconds += 30 }
                return Date(timeIntervalSinceReferenceDate: Double(milliseconds) / 1000)
            }
        }
    }

    static let feed = """
        <rss version="2.0"><channel><title>Blog</title>
        <item><title>A post</title><link>https://example.org/a</link><guid>a</guid></item></channel></rss>
        """

    /// Fetches one feed source whose first answer is 429 with `Retry-After: 2`, telling `progress`.
    private func fetchThrough429(_ progress: Progress) async throws -> TestHTTPServer {
        let server = try TestHTTPServer(routes: ["/feed.xml": [
            TestReply(status: 429, headers: [("Retry-After", "2")], body: "slow down"),
            TestReply(headers: [("Content-Type", "application/rss+xml")], body: Self.feed),
        ]])
        let client = HTTPClient(transport: NetworkTransport(maxBytes: 1 << 20, environment: [:]), settings: FetchSettings(pacing: .none),
                                clock: ManualClock())
        var runner = SourceRunner(client: client, snapshots: nil, day: DigestDay(year: 2024, month: 11, day: 28)!,
                                  timeZone: TimeZone(identifier: "UTC")!)
        runner.onEvent = { progress.event($0) }
        runner.onFinish = { progress.source($0) }
        let outcomes = await runner.run([FeedURLSource(name: "blog", url: server.url("/feed.xml"))])
        #expect(outcomes.map(\.report.items) == [1])
        return server
    }

    @Test func plainLinesSayStartRetryAndFinishWithoutCarriageReturns() async throws {
        let sink = Sink()
        let server = try await fetchThrough429(Progress(style: .lines, sink: sink))
        #expect(server.requests.count == 2)
        #expect(sink.text == """
            paperboy: blog: started
            paperboy: blog: retry 1 in 2 s (HTTP 429)
            paperboy: blog: ok, 1 item, 2 requests

            """)
    }

    @Test func aTerminalLineIsRewrittenInPlace() async throws {
        let sink = Sink()
        let clock = SteppingClock()
        let progress = Progress(style: .terminal, sink: sink, width: 100, now: { clock.next() })
        progress.step("[3/7] fetch sources")
        _ = try await fetchThrough429(progress)
        progress.finish()
        let writes = sink.writes
        #expect(writes.allSatisfy { $0.hasPrefix("\r\u{1B}[2K") && !$0.contains("\n") })
        #expect(writes.first == "\r\u{1B}[2K[3/7] fetch sources")
        #expect(writes.contains("\r\u{1B}[2K[3/7] fetch sources: 0 done, 1 running \u{2014} blog: retry 1 in 2 s (HTTP 429)"))
        #expect(writes.contains("\r\u{1B}[2K[3/7] fetch sources: 1 done \u{2014} blog: ok, 1 item, 2 requests"))
        #expect(writes.last == "\r\u{1B}[2K")
    }

    @Test func bytesRedrawAtMostTenTimesASecondAndWaitsAtOnce() {
        let sink = Sink()
        let clock = SteppingClock()
        let progress = Progress(style: .terminal, sink: sink, width: 60, now: { clock.next() })
        for chunk in 1...10 { progress.event(FetchEvent(source: "arxiv", kind: .receiving(bytes: chunk * 150_000))) }
        progress.event(FetchEvent(source: "arxiv", kind: .pacing(seconds: 2.6, lane: "arxiv.org")))
        // 10 reads 30 ms apart: drawn at 0, 120 and 240 ms; the wait is drawn at once.
        #expect(sink.writes == [
            "\r\u{1B}[2K: 0 done, 1 running \u{2014} arxiv: 150.0 kB",
            "\r\u{1B}[2K: 0 done, 1 running \u{2014} arxiv: 750.0 kB",
            "\r\u{1B}[2K: 0 done, 1 running \u{2014} arxiv: 1.4 MB",
            "\r\u{1B}[2K: 0 done, 1 running \u{2014} arxiv: waiting 3 s (arXiv pacing)",
        ])
        progress.event(FetchEvent(source: "a-source-with-a-very-long-name", kind: .retrying(retry: 2, seconds: 5, problem: "HTTP 503")))
        #expect(sink.writes.last.map { $0.count } == "\r\u{1B}[2K".count + 59)
        #expect(sink.writes.last?.hasSuffix("\u{2026}") == true)
    }

    @Test func plainLinesSkipBytesAndShortWaits() {
        let sink = Sink()
        let progress = Progress(style: .verboseLines, sink: sink)
        progress.event(FetchEvent(source: "gh", kind: .receiving(bytes: 10)))
        progress.event(FetchEvent(source: "gh", kind: .pacing(seconds: 0.2, lane: "api.github.com")))
        progress.event(FetchEvent(source: "gh", kind: .pacing(seconds: 5.5, lane: "api.github.com")))
        progress.event(FetchEvent(source: "gh", kind: .retrying(retry: 1, seconds: 0.25, problem: "timed out")))
        #expect(sink.text == "paperboy: gh: waiting 6 s (GitHub pacing)\npaperboy: gh: retry 1 in 0.2 s (timed out)\n")
        let silent = Sink()
        Progress(style: .silent, sink: silent).event(FetchEvent(source: "gh", kind: .started))
        #expect(silent.writes.isEmpty)
    }

    @Test("a terminal without CI gets the in-place line; CI or a pipe get plain lines",
          arguments: [(true, [:], true), (true, ["CI": "true"], false), (true, ["CI": "0"], true), (false, [:], false)])
    func style(isTerminal: Bool, environment: [String: String], terminal: Bool) {
        #expect((Progress.defaultStyle(environment: environment, isTerminal: isTerminal) == .terminal) == terminal)
    }
}
