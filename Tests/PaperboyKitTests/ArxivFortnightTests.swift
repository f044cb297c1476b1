import Foundation
import PaperboyModels
import PaperboyStore
import PaperboyTestSupport
import Testing
@testable import PaperboyKit

/// A fortnight of the workflow's scheduled runs (06:20 UTC with `--catch-up --retry-later`,
/// 11:40 UTC with `--catch-up`, no `--date`) against ``ArxivFortnightUpstream``, with the
/// corner cases of issue 22: a rebuild two hours late on a Monday and on a Wednesday, both runs
/// of a Thursday missed while an older paper was cross-listed into cs.LG (one with a new
/// version, one without), both runs of a Monday missed and the API down during Tuesday's main
/// run, in three time zones. Every paper lands on its listing day, once; no weekend page.
@Suite struct ArxivFortnightTests {
    private static let eastern = ArxivFortnightUpstream.eastern
    private static let utc = TimeZone(identifier: "UTC")!

    private static func eastern(_ day: String, _ hour: Double) -> Date {
        DigestDay(day)!.start(in: eastern).addingTimeInterval(hour * 3600)
    }

    /// Two submissions a day (10:00 and 16:00 US Eastern), one in cs.LG and one cross-listed from
    /// math.CO, and four older papers cross-listed into cs.LG on the way.
    static func papers() -> [ArxivFortnightUpstream.Paper] {
        var papers: [ArxivFortnightUpstream.Paper] = []
        var day = DigestDay("2024-10-31")!
        while day <= DigestDay("2024-11-15")! {
            for hour in [10.0, 16.0] {
                let categories = papers.count % 2 == 0 ? ["cs.LG"] : ["math.CO", "cs.LG"]
                papers.append(.init(id: String(format: "2411.%05d", papers.count + 1), categories: categories,
                                    submitted: eastern(day.isoText, hour)))
            }
            day = day.adding(days: 1)
        }
        let june = eastern("2024-06-03", 11)
        papers.append(.init(id: "2406.00001", categories: ["math.CO", "cs.LG"], submitted: june, crossListed: eastern("2024-11-05", 11)))
        papers.append(.init(id: "2406.00002", categories: ["math.CO", "cs.LG"], submitted: june, crossListed: eastern("2024-11-06", 11)))
        papers.append(.init(id: "2406.00003", categories: ["math.CO", "cs.LG"], submitted: june, crossListed: eastern("2024-11-06", 12),
                            newVersion: true))
        papers.append(.init(id: "2406.00004", categories: ["math.CO", "cs.LG"], submitted: june, crossListed: eastern("2024-11-08", 11),
                            newVersion: true))
        return papers
    }

    /// The cross-list of an older paper without a new version, on the Thursday no run read: no API search finds it.
    static let unfindable = "2406.00002"
    static let missed: Set<DigestDay> = [DigestDay("2024-11-07")!, DigestDay("2024-11-11")!]

    /// What one scheduled run did: its exit status and report (nil when it threw).
    struct Run {
        var day: DigestDay
        var main: Bool
        var status: Int32
        var report: BuildReport?
    }

    @Test("every paper on its listing day, once, the main runs green, no weekend page",
          arguments: ["America/Los_Angeles", "Asia/Tokyo", "UTC"])
    func fortnight(timeZone: String) async throws {
        let playground = try Playground()
        let upstream = try ArxivFortnightUpstream(
            papers: Self.papers(), until: DigestDay("2024-11-16")!,
            lateRebuilds: [DigestDay("2024-11-04")!: 7200, DigestDay("2024-11-13")!: 7200],
            apiDown: [DateInterval(start: Self.utcTime("2024-11-12", 6), duration: 3600)])
        defer { upstream.server.stop() }
        let file = try playground.writeArxivConfig(title: "Fortnight", server: upstream.server, timeZone: timeZone)
        let archiveFolder = playground.url.appendingPathComponent("data")
        var runs: [Run] = []
        var day = DigestDay("2024-11-04")!
        while day <= DigestDay("2024-11-15")! {
            defer { day = day.adding(days: 1) }
            guard (2...6).contains(day.weekday), !Self.missed.contains(day) else { continue }
            for main in [true, false] {
                let instant = Self.utcTime(day.isoText, main ? 6 + 20.0 / 60 : 11 + 40.0 / 60)
                upstream.set(now: instant)
                var options = BuildOptions(doors: .testing, configFile: file, output: playground.url.appendingPathComponent("site"),
                                           now: instant, currentDirectory: playground.url)
                options.catchUp = true
                options.retryLater = main
                do {
                    runs.append(Run(day: day, main: main, status: 0, report: try await SiteBuild(options: options).run()))
                } catch {
                    runs.append(Run(day: day, main: main, status: ExitStatus.of(error).rawValue, report: nil))
                }
                if day == DigestDay("2024-11-12") {
                    // The API was down for the main run: Monday is missed until the catch-up back-fills it.
                    let monday = try Archive.open(at: archiveFolder, for: .reading, fileSystem: .disk).day(DigestDay("2024-11-11")!).status
                    #expect(monday == (main ? .missed : .backfilled), "\(timeZone): Monday after the \(main ? "main" : "catch-up") run")
                }
            }
        }

        for run in runs {
            #expect(run.status == 0, "\(timeZone): the \(run.main ? "main" : "catch-up") run of \(run.day) exited \(run.status)")
            #expect(run.report?.day == run.day, "\(timeZone): the run at \(run.day) wrote \(run.report?.day.isoText ?? "-")")
        }
        func run(_ day: String, main: Bool) -> BuildReport? { runs.first { $0.day == DigestDay(day) && $0.main == main }?.report }
        #expect(run("2024-11-13", main: true)?.skipped == .listingNotRebuilt(DigestDay("2024-11-12")!), "\(timeZone)")
        #expect(run("2024-11-04", main: true)?.run?.sources.first?.status == .pending, "\(timeZone)")
        #expect(run("2024-11-05", main: false)?.skipped == .archived, "\(timeZone): the catch-up after a good main run does nothing")
        #expect(run("2024-11-12", main: false)?.skipped == nil, "\(timeZone): the catch-up retries the failed back-fill")

        let archive = try Archive.open(at: archiveFolder, for: .readingWithItems, fileSystem: .disk)
        #expect(archive.days.allSatisfy { (2...6).contains($0.weekday) }, "\(timeZone): weekend days \(archive.days.map(\.isoText))")
        var seen: [String: DigestDay] = [:]
        for archived in archive.days {
            for stored in try archive.day(archived).items where !stored.isUpdate {
                #expect(seen.updateValue(archived, forKey: stored.item.id) == nil, "\(timeZone): \(stored.item.id) on two days")
            }
        }
        for paper in upstream.papers {
            let expected = paper.id == Self.unfindable ? nil : upstream.listingDays[paper.id]
            #expect(seen["arxiv:\(paper.id)"] == expected, "\(timeZone): \(paper.id) (\(paper.announceType))")
        }
        let thursday = try archive.day(DigestDay("2024-11-07")!)
        #expect(thursday.status == .backfilled)
        let note = thursday.sources.flatMap(\.warnings).joined(separator: "\n")
        #expect(note.contains("1 replacement,") && note.contains("may be missing"), "\(note)")
        let page = String(decoding: try #require(playground.snapshot("site")["2024/11/07/index.html"]), as: UTF8.self)
        #expect(page.contains("may be missing"))
    }

    private static func utcTime(_ day: String, _ hour: Double) -> Date {
        DigestDay(day)!.start(in: utc).addingTimeInterval(hour * 3600)
    }
}
