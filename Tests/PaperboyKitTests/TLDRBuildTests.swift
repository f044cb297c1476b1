import Foundation
import PaperboyModels
import PaperboyServices
import PaperboyTestSupport
import Testing
@testable import PaperboyKit

/// `summaries: tldr:` end to end: a build asks a local fake chat endpoint for its top papers'
/// TL;DRs, files them in the archive, shows them (escaped) and falls back to the key sentence.
@Suite struct TLDRBuildTests {
    static let day = DigestDay("2024-11-28")!
    static let abstract = "Sorting matters. We show that our sort is 3x faster than quicksort on 12 benchmarks. Code is online."

    static func paper(_ n: Int, _ title: String) -> FeedFixtures.Paper {
        var paper = FeedFixtures.Paper(String(format: "2411.%05d", n), title: title)
        paper.abstract = abstract
        return paper
    }

    struct Setup {
        let playground: Playground
        let upstream: FakeUpstream
        let chat: FakeChatServer
        let config: URL
    }

    static func setUp(_ papers: [FeedFixtures.Paper], maxRequests: Int = 20, chat: FakeChatServer? = nil, upstream: FakeUpstream? = nil,
                      in playground: Playground? = nil) throws -> Setup {
        let playground = try playground ?? Playground()
        let upstream = try upstream ?? FakeUpstream(listing: FeedFixtures.listing(papers), search: FeedFixtures.api([]), gitHubPages: [])
        let chat = try chat ?? FakeChatServer()
        let config = try playground.writeArxivConfig(title: "TL;DR digest", server: upstream.server, extra: """
            summaries:
              tldr:
                base_url: \(chat.baseURL.absoluteString)
                model: test-model
                top: 3
                max_requests: \(maxRequests)
            """)
        return Setup(playground: playground, upstream: upstream, chat: chat, config: config)
    }

    static func build(_ setup: Setup, day: DigestDay = day, record: URL? = nil, replay: URL? = nil) async throws -> BuildReport {
        let clock = ManualClock(start: Playground.now)
        let options = BuildOptions(doors: .testing, configFile: setup.config, day: day, now: clock.now, currentDirectory: setup.playground.url,
                                   fetch: FetchOptions(record: record, replay: replay, environment: [:], clock: clock))
        return try await SiteBuild(options: options).run()
    }

    @Test func theTopPapersGetTLDRsShownAsTextAndAFailureShowsTheKeySentenceMarked() async throws {
        let setup = try Self.setUp([Self.paper(1, "Fast sorting"), Self.paper(2, "FAULT-500 sorting"), Self.paper(3, "FAULT-INJECT sorting"),
                                    Self.paper(4, "Fourth sorting")])
        let report = try await Self.build(setup)
        let spent = try #require(report.run?.tldrs)
        #expect((spent.wanted, spent.written, spent.missed, spent.cached) == (3, 2, 1, 0))
        #expect(spent.requests == 3, "one each (fetch.retries: 0)")
        #expect(spent.failures.count == 1 && spent.failures[0].hasPrefix("arxiv:2411.00002: "))
        #expect(setup.chat.requests.count == 3)
        let page = try setup.playground.read("site/index.html")
        #expect(page.contains("<b>TL;DR:</b> Fast sorting works, in one line."))
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(!page.contains("<script>alert(1)"))
        #expect(!page.contains("href=\"javascript:"))
        #expect(page.contains("<b>Key result (no TL;DR):</b> We show that our sort is 3x faster"))
        #expect(page.contains("<b>Key result:</b> We show that our sort is 3x faster"),
                "the fourth paper is past top: 3 and shows its key sentence")
        let markdown = try setup.playground.read("site/2024/11/28/index.md")
        #expect(markdown.contains("**TL;DR:** Fast sorting works, in one line."))
        let json = try setup.playground.read("site/report.json")
        #expect(json.contains("\"tldrs\""))
        #expect(json.contains("\"written\" : 2"))
        #expect(try setup.playground.read("site/feeds/atom.xml").contains("TL;DR: Fast sorting works"))
    }

    @Test func aRunOfADayAlreadySummarisedAsksOnlyForWhatWasMissed() async throws {
        let setup = try Self.setUp([Self.paper(1, "Fast sorting"), Self.paper(2, "FAULT-500 sorting"), Self.paper(3, "Third sorting")])
        _ = try await Self.build(setup)
        let first = setup.chat.requests.count
        let again = try await Self.build(setup)
        let spent = try #require(again.run?.tldrs)
        #expect((spent.cached, spent.written, spent.missed) == (2, 0, 1))
        let later = setup.chat.requests.dropFirst(first)
        #expect(later.count == 1)
        #expect(later.allSatisfy { FakeChatServer.userMessage(in: $0.body).contains("FAULT-500") })
    }

    @Test func theDaysBudgetStopsRequestsAndTheRestFallBack() async throws {
        let setup = try Self.setUp([Self.paper(1, "One sorting"), Self.paper(2, "Two sorting"), Self.paper(3, "Three sorting")], maxRequests: 1)
        let report = try await Self.build(setup)
        let spent = try #require(report.run?.tldrs)
        #expect((spent.written, spent.missed, spent.requests, spent.requestsLeft) == (1, 2, 1, 0))
        #expect(spent.failures.allSatisfy { $0.contains("out of budget (summaries.tldr.max_requests: 1 a day)") })
        #expect(setup.chat.requests.count == 1)
        _ = try await Self.build(setup)
        #expect(setup.chat.requests.count == 1, "the budget is the day's, across runs")
        #expect(try setup.playground.read("site/index.html").components(separatedBy: "Key result (no TL;DR):").count == 3)
    }

    @Test func aRecordedWeekReplaysWithNoRequestAndTheSameBytesAndARerunAsksNothing() async throws {
        let chat = try FakeChatServer()
        let week = [("2024-11-18", "Mon, 18 Nov 2024"), ("2024-11-19", "Tue, 19 Nov 2024"), ("2024-11-20", "Wed, 20 Nov 2024"),
                    ("2024-11-21", "Thu, 21 Nov 2024"), ("2024-11-22", "Fri, 22 Nov 2024")]
        let upstreams = try week.enumerated().map { index, day in
            try FakeUpstream(listing: FeedFixtures.listing((1...4).map { Self.paper(index * 10 + $0, "Paper \(index * 10 + $0) sorting") },
                                                           date: "\(day.1) 00:00:00 -0500"),
                             search: FeedFixtures.api([]), gitHubPages: [])
        }
        let recorded = try Playground()
        let replayed = try Playground()
        let recording = recorded.url.appendingPathComponent("recording")
        func runWeek(in playground: Playground, record: URL? = nil, replay: URL? = nil) async throws -> [TLDRSpending] {
            var spent: [TLDRSpending] = []
            for ((text, _), upstream) in zip(week, upstreams) {
                let setup = try Self.setUp([], chat: chat, upstream: upstream, in: playground)
                spent.append(try #require(try await Self.build(setup, day: DigestDay(text)!, record: record, replay: replay).run?.tldrs))
            }
            return spent
        }
        let first = try await runWeek(in: recorded, record: recording)
        #expect(first.map(\.written) == [3, 3, 3, 3, 3])
        #expect(chat.requests.count == 15)
        let replay = try await runWeek(in: replayed, replay: recording)
        #expect(replay.map(\.written) == [3, 3, 3, 3, 3])
        #expect(chat.requests.count == 15, "a replay sends nothing")
        let site = { (playground: Playground) in try playground.snapshot("site").filter { $0.key != "report.json" } }
        #expect(try site(replayed) == site(recorded), "report.json alone differs: it names the mode, record or replay")
        #expect(try replayed.snapshot("data/days") == recorded.snapshot("data/days"))
        let rerun = try await runWeek(in: recorded)
        #expect(rerun.map(\.cached) == [3, 3, 3, 3, 3])
        #expect(chat.requests.count == 15, "papers already summarised are never asked for again")
    }
}
