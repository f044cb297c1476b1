import Foundation
import PaperboyModels
import PaperboyTestSupport
import Testing
@testable import PaperboyServices

@Suite struct SourceRunnerTests {
    let clock = ManualClock()

    private func runner(_ client: HTTPClient, cache: URL) -> SourceRunner {
        SourceRunner(client: client, snapshots: SnapshotStore(folder: cache, fileSystem: .disk), day: FetchTest.day, timeZone: FetchTest.utc)
    }

    private static let rss = """
        <?xml version="1.0"?><rss version="2.0"><channel><title>Blog</title><link>https://blog.example/</link>
        <item><title>Post one</title><link>https://blog.example/1</link><guid>https://blog.example/1</guid></item>
        </channel></rss>
        """

    @Test func aFailingSourceFallsBackToItsLastGoodResultAndTheOthersGoOn() async throws {
        let cache = try FetchTest.folder()
        defer { try? FileManager.default.removeItem(at: cache) }
        let healthy = try TestHTTPServer(routes: ["/feed.xml": [TestReply(body: Self.rss)]])
        defer { healthy.stop() }
        let flaky = try TestHTTPServer(routes: ["/feed.xml": [TestReply(body: Self.rss), TestReply(status: 500, body: "down")]])
        defer { flaky.stop() }
        let sources: [any FetchSource] = [
            FeedURLSource(name: "flaky", url: flaky.url("/feed.xml")),
            FeedURLSource(name: "healthy", url: healthy.url("/feed.xml")),
        ]
        let client = FetchTest.client(FetchTest.transport, clock: clock, retries: 1)
        let first = await runner(client, cache: cache).run(sources)
        #expect(first.map(\.report.status) == [.ok, .ok])
        clock.advance(by: 3600)
        let second = await runner(client, cache: cache).run(sources)
        #expect(second.map(\.report.status) == [.stale, .ok])
        let stale = second[0].report
        #expect(stale.items == 1)
        #expect(stale.cacheAgeDays == 0)  // an hour later, the same digest day
        #expect(stale.cachedAt == Date(timeIntervalSince1970: 1_732_795_200))
        #expect(stale.failure == SourceFailure(url: flaky.url("/feed.xml").absoluteString, status: 500, message: "server error (gave up after 2 tries)"))
        #expect(stale.statuses == [500, 500])
        #expect(stale.retries == 1)
        #expect(second[0].items.map(\.title) == ["Post one"])
        #expect(second[1].report.failure == nil)
    }

    @Test func aFailingSourceWithNothingCachedContributesNothingAndSaysWhy() async throws {
        let cache = try FetchTest.folder()
        defer { try? FileManager.default.removeItem(at: cache) }
        let server = try TestHTTPServer(routes: ["/missing.xml": [TestReply(status: 404, body: "not here")]])
        defer { server.stop() }
        let client = FetchTest.client(FetchTest.transport, clock: clock)
        let outcome = await runner(client, cache: cache).run([FeedURLSource(name: "gone", url: server.url("/missing.xml"))])
        #expect(outcome.map(\.report.status) == [.failed])
        #expect(outcome[0].items.isEmpty)
        #expect(outcome[0].report.failure?.description == "\(server.url("/missing.xml").absoluteString): HTTP 404: not found")
        #expect(outcome[0].report.requestCount == 1)
    }

    @Test func aSnapshotForADifferentQueryIsNotUsed() async throws {
        let cache = try FetchTest.folder()
        defer { try? FileManager.default.removeItem(at: cache) }
        let store = SnapshotStore(folder: cache, fileSystem: .disk)
        store.save(SourceSnapshot(name: "s", identity: "feed http://old.example/ auto", fetchedAt: clock.now, harvest: SourceHarvest(format: "rss")))
        #expect(store.load(name: "s", identity: "feed http://old.example/ auto") != nil)
        #expect(store.load(name: "s", identity: "feed http://new.example/ auto") == nil)
    }

    @Test func aBrokenLocalFileFailsOnlyItsOwnSource() async throws {
        let folder = try FetchTest.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = folder.appendingPathComponent("good.xml")
        let bad = folder.appendingPathComponent("bad.xml")
        try Data(Self.rss.utf8).write(to: good)
        try Data("<rss><channel><item>".utf8).write(to: bad)
        let client = FetchTest.client(FetchTest.transport, clock: clock)
        let outcomes = await runner(client, cache: folder.appendingPathComponent("cache")).run([
            FeedFileSource(name: "bad", file: bad, display: "feeds/bad.xml", fileSystem: .disk),
            FeedFileSource(name: "good", file: good, display: "feeds/good.xml", fileSystem: .disk),
        ])
        #expect(outcomes.map(\.report.status) == [.failed, .ok])
        #expect(outcomes[0].report.failure?.url == "feeds/bad.xml")
        #expect(outcomes[0].report.failure?.message.hasPrefix("line 1:") == true)
        // Local files are not worth a fallback copy.
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("cache").path))
    }
}
