import Foundation
import PaperboyModels
import PaperboyStore
import PaperboyTestSupport
import Testing
@testable import PaperboyKit

/// A week of daily runs against a local arXiv, with two runs missed, one run where every
/// source fails and one back-fill that fails once: every announcement lands exactly once,
/// on its own day; replays of the recorded runs give byte-identical sites and reports.
@Suite struct ArxivWeekTests {
    static let days = ["2024-11-18", "2024-11-19", "2024-11-20", "2024-11-21", "2024-11-22", "2024-11-25", "2024-11-26"]
        .map { DigestDay($0)! }

    /// One run of `day`, recorded into `recordings/<day>` (or replayed from it), into `folder`.
    private func run(_ playground: Playground, _ day: DigestDay, replay: Bool = false, folder: String = "") async throws -> BuildReport {
        let recordings = playground.url.appendingPathComponent("recordings/\(day.isoText)")
        let fetch = replay ? FetchOptions(replay: recordings) : FetchOptions(record: recordings)
        let options = BuildOptions(doors: .testing, configFile: playground.url.appendingPathComponent("paperboy.yml"), day: day,
                                   output: playground.url.appendingPathComponent(folder + "site"),
                                   data: playground.url.appendingPathComponent(folder + "data"),
                                   now: Playground.now, currentDirectory: playground.url, fetch: fetch)
        return try await SiteBuild(options: options).run()
    }

    /// The live week: Wednesday and Thursday's runs never happen, Friday's fails whole,
    /// Monday back-fills (Thursday's window fails once), Tuesday finishes the job.
    private func liveWeek(_ playground: Playground, _ upstream: ArxivWeekUpstream) async throws -> [DigestDay: [String: Data]] {
        var sites: [DigestDay: [String: Data]] = [:]
        for day in Self.days {
            upstream.set { $0.listingDay = day; $0.down = day == DigestDay("2024-11-22"); $0.failingWindows = [] }
            if day == DigestDay("2024-11-20") || day == DigestDay("2024-11-21") { continue }
            if day == DigestDay("2024-11-25") { upstream.set { $0.failingWindows = [DigestDay("2024-11-21")!] } }
            if day == DigestDay("2024-11-22") {
                let before = try playground.snapshot("site")
                await #expect(throws: PipelineError.self) { try await run(playground, day) }
                #expect(try playground.snapshot("site") == before, "a failed run leaves the site of the day before")
                #expect(!playground.exists("data/days/2024/11/22.json"))
                continue
            }
            _ = try await run(playground, day)
            sites[day] = try playground.snapshot("site")
        }
        return sites
    }

    @Test func everyAnnouncementArrivesOnceOnItsOwnDayAndReplaysAreIdentical() async throws {
        let playground = try Playground()
        let upstream = try ArxivWeekUpstream(days: Self.days)
        defer { upstream.server.stop() }
        _ = try playground.writeArxivConfig(title: "Week", server: upstream.server)
        let sites = try await liveWeek(playground, upstream)

        // After Monday: Wednesday and Friday back-filled, Thursday missed and shown as such.
        let monday = try #require(sites[DigestDay("2024-11-25")!])
        if let keep = ProcessInfo.processInfo.environment["PAPERBOY_KEEP_WEEK_SITE"] {  // to look at it: screenshots
            for (path, bytes) in monday {
                let url = URL(fileURLWithPath: keep).appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try bytes.write(to: url)
            }
        }
        let archivePage = String(decoding: try #require(monday["archive/index.html"]), as: UTF8.self)
        #expect(archivePage.contains(#"21 November 2024</time></a> <span class="count">0 items</span> <span class="warning">missed</span>"#))
        #expect(archivePage.components(separatedBy: "back-filled</span>").count - 1 == 2)
        #expect(String(decoding: try #require(monday["2024/11/21/index.html"]), as: UTF8.self).contains("was missed and could not be fetched again yet"))
        let friday = String(decoding: try #require(monday["2024/11/22/index.md"]), as: UTF8.self)
        #expect(friday.contains("fetched again from the arXiv API"))
        #expect(friday.components(separatedBy: "Back-filled").count - 1 == 2, "each back-filled paper says so")

        // After Tuesday: every day holds exactly its own announcement.
        let archive = try Archive.open(at: playground.url.appendingPathComponent("data"), for: .recording, fileSystem: .disk)
        let expected: [String: DayStatus] = ["2024-11-18": .announced, "2024-11-19": .announced, "2024-11-20": .backfilled,
                                             "2024-11-21": .backfilled, "2024-11-22": .backfilled, "2024-11-25": .announced,
                                             "2024-11-26": .announced]
        #expect(archive.days.map(\.isoText) == Self.days.map(\.isoText))
        for day in Self.days {
            let archived = try archive.day(day)
            #expect(archived.status == expected[day.isoText], "\(day)")
            #expect(archived.items.map(\.item.id).sorted() == ArxivWeekUpstream.papers(of: day).map { "arxiv:\($0.id)" }, "\(day)")
        }
        #expect(archive.index.items.count == 2 * Self.days.count, "each paper once")
        drop(archive)

        // Replaying the recorded runs twice gives the same archive and byte-identical sites, reports included.
        for copy in ["a/", "b/"] {
            for day in Self.days where ![DigestDay("2024-11-20"), DigestDay("2024-11-21")].contains(day) {
                if day == DigestDay("2024-11-22") {
                    await #expect(throws: PipelineError.self) { try await run(playground, day, replay: true, folder: copy) }
                } else {
                    _ = try await run(playground, day, replay: true, folder: copy)
                }
            }
        }
        #expect(try playground.snapshot("a/site") == playground.snapshot("b/site"))
        #expect(try playground.snapshot("a/site")["report.json"] != nil)
        // The lock file names the process that last held it; everything else must match.
        var live = try playground.snapshot("data"), replayed = try playground.snapshot("a/data")
        live[".lock"] = nil
        replayed[".lock"] = nil
        #expect(replayed.keys.sorted() == live.keys.sorted())
        for (path, bytes) in live where replayed[path] != bytes {
            Issue.record("a/data/\(path) differs: \(String(decoding: bytes, as: UTF8.self)) vs \(String(decoding: replayed[path] ?? Data(), as: UTF8.self))")
        }
    }

    /// Ends the archive's lock before the replays open their own archives.
    private func drop(_ archive: consuming Archive) {}
}
