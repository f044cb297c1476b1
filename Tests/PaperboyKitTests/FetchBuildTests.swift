import Foundation
import PaperboyModels
import PaperboyServices
import PaperboyTestSupport
import Testing
@testable import PaperboyKit

/// `paperboy build` end to end against local servers standing in for arXiv, GitHub and a lab's blog.
@Suite struct FetchBuildTests {
    static let day = DigestDay("2024-11-28")!
    static let papers = (1...5).map { FeedFixtures.Paper(String(format: "2411.%05d", $0)) }
    static let lab = """
        <?xml version="1.0"?><rss version="2.0"><channel><title>Lab news</title><link>https://lab.example/</link>
        <item><title>Robots at the open day</title><link>https://lab.example/robots</link><guid>https://lab.example/robots</guid></item>
        </channel></rss>
        """

    /// Both servers and a config pointing every source at them.
    struct Setup {
        let playground: Playground
        let upstream: FakeUpstream
        let labServer: FakeUpstream
        let config: URL
    }

    private func setUp() throws -> Setup {
        let playground = try Playground()
        let upstream = try FakeUpstream(
            listing: FeedFixtures.listing(Self.papers), search: FeedFixtures.api([]),
            gitHubPages: [FeedFixtures.gitHubSearch(["a/one", "b/two"], total: 3), FeedFixtures.gitHubSearch(["c/three"], total: 3)])
        let labServer = try FakeUpstream(listing: FeedFixtures.listing([]), search: "", gitHubPages: [], feeds: ["lab.xml": Self.lab])
        let base = upstream.baseURL.absoluteString
        let config = try playground.write("paperboy.yml", """
            title: Fetch digest
            templates: \(Playground.templates.path)
            cache: cache
            fetch:
              retries: 1
              pacing: {"127.0.0.1:\(upstream.server.port)": 3}
              endpoints: {arxiv_rss: "\(base)/rss/", arxiv_api: "\(base)/api/query", github_api: "\(base)"}
            sources:
              - name: arxiv
                kind: arxiv
                categories: [cs.LG, cs.CL]
                batch_size: 2
              - name: repos
                kind: github_search
                query: "language:swift created:>={{day-7}}"
                sort: stars
              - name: lab
                url: \(labServer.baseURL.absoluteString)/feeds/lab.xml
            sections:
              - title: Papers
                sources: [arxiv]
              - title: Repositories
                sources: [repos]
              - title: Lab
                sources: [lab]
            """)
        return Setup(playground: playground, upstream: upstream, labServer: labServer, config: config)
    }

    private func build(_ setup: Setup, clock: ManualClock, record: String? = nil, replay: String? = nil, offline: Bool = false) async throws -> BuildReport {
        let folder = setup.playground.url
        let fetch = FetchOptions(record: record.map { folder.appendingPathComponent($0) }, replay: replay.map { folder.appendingPathComponent($0) },
                                 offline: offline, environment: [:], clock: clock)
        let options = BuildOptions(doors: .testing, configFile: setup.config, day: Self.day, now: clock.now, currentDirectory: folder, fetch: fetch)
        return try await SiteBuild(options: options).run()
    }

    @Test func aSourceFailingHardFallsBackToItsCachedCopyAndTheReportNamesIt() async throws {
        let setup = try setUp()
        defer { setup.upstream.stop() }
        let clock = ManualClock()
        let start = clock.now
        let first = try await build(setup, clock: clock)
        let firstRun = try #require(first.run)
        #expect(firstRun.sources.map(\.status) == [.ok, .ok, .ok])
        #expect(firstRun.sources.map(\.items) == [5, 3, 1])
        #expect(firstRun.sources.map(\.statuses) == [[200, 200, 200, 200], [200, 200], [200]])
        // arXiv and GitHub share this server's lane: six requests, 3 s apart.
        #expect(clock.now.timeIntervalSince(start) == 15)
        #expect(firstRun.sources[0].pacingWait > 0)

        setup.labServer.stop()
        clock.advance(by: 7200)
        let second = try await build(setup, clock: clock)
        let secondRun = try #require(second.run)
        #expect(secondRun.sources.map(\.status) == [.ok, .ok, .stale])
        let lab = secondRun.sources[2]
        let labURL = setup.labServer.baseURL.absoluteString + "/feeds/lab.xml"
        #expect(lab.failure?.url == labURL)
        #expect(lab.failure?.status == nil)
        #expect(lab.failure?.message.hasPrefix("connection failed (cannot connect to host) (gave up after 2 tries)") == true)
        #expect(lab.cacheAgeDays == 0)  // cached on the same digest day
        #expect(lab.items == 1)
        #expect(second.itemCount == 9)
        let html = try setup.playground.read("site/index.html")
        #expect(html.contains("Robots at the open day"))
        #expect(html.contains("Paper 2411.00005 on language models"))
        let report = try setup.playground.read("site/report.json")
        #expect(report.contains(#""status" : "stale""#))
        #expect(report.contains(labURL))
        let table = RunReportTable.render(secondRun)
        #expect(table.contains("lab: \(labURL): connection failed (cannot connect to host)"))
        #expect(table.hasSuffix("(using the copy fetched on the digest day)"))
        #expect(secondRun.failedSources.map(\.name) == ["lab"])
    }

    @Test func aRecordedBuildReplaysToTheSameSiteWithNoNetwork() async throws {
        let setup = try setUp()
        let clock = ManualClock()
        let recorded = try #require(try await build(setup, clock: clock, record: "rec").run)
        let html = try setup.playground.read("site/index.html")
        setup.upstream.stop()
        setup.labServer.stop()
        let replayed = try #require(try await build(setup, clock: clock, replay: "rec").run)
        #expect(replayed.mode == "replay")
        #expect(replayed.sources.map(\.status) == [.ok, .ok, .ok])
        #expect(replayed.sources.map(\.statuses) == recorded.sources.map(\.statuses))
        #expect(try setup.playground.read("site/index.html") == html)

        let offline = try #require(try await build(setup, clock: clock, offline: true).run)
        #expect(offline.sources.map(\.status) == [.ok, .ok, .ok])
        #expect(offline.sources.allSatisfy { $0.requests.allSatisfy(\.fromCache) })
        let offlineHTML = try setup.playground.read("site/index.html")
        #expect(offlineHTML == html, "\(zip(offlineHTML.split(separator: "\n"), html.split(separator: "\n")).filter { $0 != $1 }.prefix(3))")
    }
}
