import Foundation
import PaperboyModels
import PaperboyStore
import PaperboyTestSupport
import Testing
@testable import PaperboyKit

/// Holiday weeks replayed run by run against arXiv's schedule (``ArxivScheduleUpstream``),
/// with `arxiv_holidays` copied from arXiv's own list and one run missed: every paper lands on
/// the day of the listing that announced it (the missed run's too, read late or back-filled),
/// and each day without a listing is a day without announcement.
@Suite struct ArxivHolidayWeekTests {
    /// A stretch of weekday runs and the holidays arXiv listed for it (info.arxiv.org/help/availability.html).
    struct Week: Sendable, CustomStringConvertible {
        var name: String
        var holidays: [String]
        /// The weekdays on which papers are submitted (10:00 and 16:00 US Eastern) and the runs happen (noon UTC).
        var first: String
        var last: String
        /// Runs that do not happen: the day before one without a listing (the next run reads its
        /// listing late or back-fills it from the API), or the weekday after a holiday, which
        /// has no listing of its own and must not be back-filled with another day's papers.
        var missed: [String]
        var description: String { name }

        var weekdays: [DigestDay] {
            let start = DigestDay(first)!, end = DigestDay(last)!
            return (0...(end.dayNumber - start.dayNumber)).map { start.adding(days: $0) }.filter { (2...6).contains($0.weekday) }
        }
    }

    static let weeks = [
        // Thursday 28 November: no announcement that evening, so no listing on Friday 29 November.
        Week(name: "Thanksgiving 2024", holidays: ["2024-11-28"], first: "2024-11-22", last: "2024-12-03", missed: ["2024-11-28"]),
        // No listing on 26 and 27 December, 1 and 2 January.
        Week(name: "Christmas and New Year 2024", holidays: ["2024-12-25", "2024-12-26", "2024-12-31", "2025-01-01"],
             first: "2024-12-20", last: "2025-01-06", missed: ["2024-12-25"]),
        // Sunday 6 July (Independence Day was a Friday, which has no announcement anyway): no listing on Monday 7 July.
        Week(name: "Independence Day 2025", holidays: ["2025-07-06"], first: "2025-07-01", last: "2025-07-09", missed: ["2025-07-04"]),
        // Friday holidays as arXiv lists them: no deadline on Friday, nothing to announce on Sunday,
        // no listing on Monday, and Tuesday's listing carries Thursday 14:00 to Monday 14:00.
        // Monday's run is missed, so the back-fill is asked; it must not file Tuesday's papers on Monday.
        Week(name: "Friday 4 July 2025", holidays: ["2025-07-04"], first: "2025-07-01", last: "2025-07-10", missed: ["2025-07-07"]),
        Week(name: "Friday 19 June 2026", holidays: ["2026-06-19"], first: "2026-06-16", last: "2026-06-25", missed: ["2026-06-22"]),
        Week(name: "Friday 3 July 2026", holidays: ["2026-07-03"], first: "2026-06-30", last: "2026-07-09", missed: ["2026-07-06"]),
        // Friday 25, Tuesday 29 and Thursday 31 December, Friday 1 January: the runs after each missed.
        Week(name: "Christmas week 2026", holidays: ["2026-12-25", "2026-12-29", "2026-12-31", "2027-01-01"],
             first: "2026-12-21", last: "2027-01-07", missed: ["2026-12-28", "2026-12-30", "2027-01-04"]),
    ]

    private static let eastern = TimeZone(identifier: "America/New_York")!

    /// Two papers each weekday: one before the 14:00 deadline, one after it.
    private func submissions(_ week: Week) -> [(String, Date)] {
        week.weekdays.flatMap { day in
            [10, 16].map { hour in
                (String(format: "%02d%02d.%02d%03d", day.year % 100, day.month, day.day, hour),
                 day.start(in: Self.eastern).addingTimeInterval(Double(hour) * 3600))
            }
        }
    }

    @Test("each paper lands on the day of the listing that announced it", arguments: weeks, ArxivScheduleUpstream.Gap.allCases)
    func everyPaperLandsOnItsDay(week: Week, gap: ArxivScheduleUpstream.Gap) async throws {
        let playground = try Playground()
        let runs = week.weekdays.filter { $0 > DigestDay(week.first)! }
        let upstream = try ArxivScheduleUpstream(submitted: submissions(week), holidays: Set(week.holidays.compactMap(DigestDay.init)),
                                                 until: runs.last!, gap: gap)
        defer { upstream.server.stop() }
        let file = try playground.writeArxivConfig(title: "Holidays", server: upstream.server, holidays: week.holidays)
        let missed = Set(week.missed.compactMap(DigestDay.init))
        for day in runs where !missed.contains(day) {
            upstream.set(today: day)
            let noon = day.start(in: TimeZone(identifier: "UTC")!).addingTimeInterval(12 * 3600)
            let options = BuildOptions(doors: .testing, configFile: file, day: day, output: playground.url.appendingPathComponent("site"),
                                       now: noon, currentDirectory: playground.url)
            let report = try await SiteBuild(options: options).run()
            #expect(report.run?.failedSources.isEmpty == true, "\(day): \(report.run?.failedSources.map(\.failure) ?? [])")
        }

        let archive = try Archive.open(at: playground.url.appendingPathComponent("data"), for: .readingWithItems, fileSystem: .disk)
        let listed = Set(upstream.listingDays.values)
        for day in runs {
            if missed.contains(day), !listed.contains(day) {
                // No run and no listing: nothing is filed on it, not even a back-fill.
                #expect(!archive.days.contains(day), "\(week) \(gap) \(day) has no listing, yet the archive has the day")
                continue
            }
            let status = try archive.day(day).status
            // A missed run's day is followed by one without a listing: a feed still showing
            // the missed listing fills the day (read late); an empty one leaves it to the back-fill.
            let late: DayStatus = gap == .previous ? .announced : .backfilled
            let expected: DayStatus = missed.contains(day) ? late : listed.contains(day) ? .announced : .noAnnouncement
            #expect(status == expected, "\(week) \(gap) \(day)")
        }
        #expect(!upstream.listingDays.isEmpty)
        for paper in upstream.papers {
            let filed = archive.index.items["arxiv:\(paper.id)"]?.day
            // A paper submitted after the last run's deadline is in no listing yet, and not in the archive.
            #expect(filed == upstream.listingDays[paper.id], "\(week) \(gap): \(paper.id) submitted \(paper.published)")
        }
    }
}
