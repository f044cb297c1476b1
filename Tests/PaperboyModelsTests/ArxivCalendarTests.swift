import Foundation
import Testing
import PaperboyModels

/// arXiv's calendar: listing days, submission windows (weekends, a holiday, daylight
/// saving time) and the API's `submittedDate` clause.
@Suite struct ArxivCalendarTests {
    /// Thanksgiving 2024 as arXiv's schedule writes it: no announcement on the evening of
    /// Thursday 2024-11-28, so no listing on Friday 2024-11-29.
    let calendar = ArxivCalendar(holidays: [DigestDay("2024-11-28")!])

    private func day(_ text: String) -> DigestDay { DigestDay(text)! }
    private func instant(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

    // Thursday's listing comes from Wednesday evening's announcement, which arXiv made
    // (rss.arxiv.org's listing of 2024-11-28 held 1504 items); Friday's would have come from Thursday's.
    @Test("listing days are weekdays whose eve is not a holiday", arguments: [
        ("2024-11-25", true), ("2024-11-27", true), ("2024-11-28", true), ("2024-11-29", false),
        ("2024-11-30", false), ("2024-12-01", false), ("2024-12-02", true),
    ])
    func listingDays(text: String, expected: Bool) {
        #expect(calendar.isListingDay(day(text)) == expected)
    }

    @Test func theListingDaysOfAGapSkipWeekendsAndHolidays() {
        #expect(calendar.listingDays(after: day("2024-11-26"), before: day("2024-12-03")).map(\.isoText)
            == ["2024-11-27", "2024-11-28", "2024-12-02"])
        #expect(calendar.listingDays(after: day("2024-11-26"), before: day("2024-11-27")).isEmpty)
        #expect(calendar.previousListingDay(before: day("2024-12-02")) == day("2024-11-28"))
        #expect(calendar.previousListingDay(before: day("2024-11-28")) == day("2024-11-27"))
    }

    @Test("a holiday on any weekday: no deadline, the announcement moves to the next evening", arguments: [
        ("2025-07-06", ["2025-07-07"], "2025-07-08"),  // Sunday (arXiv 2025): no Monday listing
        ("2024-01-15", ["2024-01-16"], "2024-01-17"),  // Monday
        ("2024-10-08", ["2024-10-09"], "2024-10-10"),  // Tuesday
        ("2024-12-25", ["2024-12-26"], "2024-12-27"),  // Wednesday
        ("2024-11-28", ["2024-11-29"], "2024-12-02"),  // Thursday
        ("2025-07-04", ["2025-07-07"], "2025-07-08"),  // Friday: no Sunday announcement, no Monday listing
        ("2024-11-30", [], nil),                         // Saturday: nothing
    ])
    func aHolidayMovesItsAnnouncement(holiday: String, lost: [String], carrier: String?) {
        let with = ArxivCalendar(holidays: [day(holiday)])
        let effect = with.effect(of: day(holiday))
        #expect(effect.lostListings == lost.map(day))
        #expect(effect.carrier?.day == carrier.map(day))
        let week = (-3...8).map { day(holiday).adding(days: $0) }
        #expect(week.filter { ArxivCalendar().isListingDay($0) && !with.isListingDay($0) } == lost.map(day))
    }

    /// arXiv, Friday 2025-07-04: nothing new on Monday 7 July; Tuesday's listing held about two
    /// days of papers (ids 2507.02393 to 2507.05260), the Thursday and the Friday windows.
    @Test func aFridayHolidayPutsTwoWindowsOnTuesday() {
        let friday = ArxivCalendar(holidays: [day("2025-07-04")])
        #expect(friday.isListingDay(day("2025-07-04")))
        #expect(!friday.isListingDay(day("2025-07-07")))
        let window = friday.submissionWindow(for: day("2025-07-08"))
        #expect(window.start == instant("2025-07-03T18:00:00Z"))
        #expect(window.end == instant("2025-07-07T18:00:00Z"))
        #expect(friday.previousListingDay(before: day("2025-07-08")) == day("2025-07-04"))
    }

    @Test func christmasWeek2026() {
        let calendar = ArxivCalendar(holidays: Set(["2026-12-25", "2026-12-29", "2026-12-31", "2027-01-01"].map(day)))
        let listed = (0...16).map { day("2026-12-21").adding(days: $0) }.filter(calendar.isListingDay).map(\.isoText)
        #expect(listed == ["2026-12-21", "2026-12-22", "2026-12-23", "2026-12-24", "2026-12-25", "2026-12-29", "2026-12-31",
                           "2027-01-05", "2027-01-06"])
        #expect(calendar.submissionWindow(for: day("2026-12-29")).start == instant("2026-12-24T19:00:00Z"))
        #expect(calendar.submissionWindow(for: day("2026-12-29")).end == instant("2026-12-28T19:00:00Z"))
        #expect(calendar.submissionWindow(for: day("2027-01-05")).start == instant("2026-12-30T19:00:00Z"))
        #expect(calendar.submissionWindow(for: day("2027-01-05")).end == instant("2027-01-04T19:00:00Z"))
    }

    @Test("a feed's own date names its listing day in US Eastern", arguments: [
        ("2024-11-28T05:00:00Z", "2024-11-28"),  // midnight EST
        ("2024-11-28T04:59:59Z", "2024-11-27"),
        ("2025-08-20T04:00:19Z", "2025-08-20"),  // midnight EDT (the Atom listing's `updated`)
        ("2025-08-20T03:59:00Z", "2025-08-19"),
    ])
    func listingDayOfAFeedDate(date: String, expected: String) {
        #expect(ArxivCalendar.listingDay(of: instant(date)) == day(expected))
    }

    @Test("submission windows close at 14:00 US Eastern on the weekday before", arguments: [
        // Tuesday: Friday 14:00 EST to Monday 14:00 EST.
        ("2024-11-26", "2024-11-22T19:00:00Z", "2024-11-25T19:00:00Z"),
        // Monday: Thursday to Friday.
        ("2024-11-25", "2024-11-21T19:00:00Z", "2024-11-22T19:00:00Z"),
        // After Thanksgiving (no announcement on Thursday evening, no listing on Friday 29th),
        // Monday's listing takes two windows: from Wednesday 14:00, where Thursday's closed, to Friday 14:00.
        ("2024-12-02", "2024-11-27T19:00:00Z", "2024-11-29T19:00:00Z"),
        // The listing before the holiday is a normal one: Wednesday 14:00 to Thursday 14:00 is not in it.
        ("2024-11-28", "2024-11-26T19:00:00Z", "2024-11-27T19:00:00Z"),
        // Summer time: 14:00 EDT is 18:00 UTC.
        ("2024-07-10", "2024-07-08T18:00:00Z", "2024-07-09T18:00:00Z"),
        // Across the switch to standard time (Sunday 2024-11-03): Friday 14:00 EDT to Monday 14:00 EST.
        ("2024-11-05", "2024-11-01T18:00:00Z", "2024-11-04T19:00:00Z"),
        // Across the switch to summer time (Sunday 2024-03-10): Friday 14:00 EST to Monday 14:00 EDT.
        ("2024-03-12", "2024-03-08T19:00:00Z", "2024-03-11T18:00:00Z"),
    ])
    func submissionWindows(listing: String, start: String, end: String) {
        let window = calendar.submissionWindow(for: day(listing))
        #expect(window.start == instant(start))
        #expect(window.end == instant(end))
    }

    @Test("the listing served at an instant is the US Eastern date's, or Friday's on a weekend, whatever the runner's zone", arguments: [
        ("2024-11-04T06:20:00Z", "2024-11-04"),  // Sunday 22:20 in Los Angeles, Monday 15:20 in Tokyo
        ("2024-11-05T04:59:00Z", "2024-11-04"),  // 23:59 US Eastern
        ("2024-11-05T05:00:00Z", "2024-11-05"),  // midnight US Eastern, winter
        ("2024-07-09T04:00:00Z", "2024-07-09"),  // midnight US Eastern, summer
        ("2024-11-09T12:00:00Z", "2024-11-08"),  // Saturday
        ("2024-11-11T04:30:00Z", "2024-11-08"),  // Sunday 23:30 US Eastern
    ])
    func servedDay(instant: String, expected: String) throws {
        let date = try #require(ISO8601DateFormatter().date(from: instant))
        #expect(ArxivCalendar.servedDay(at: date) == DigestDay(expected))
    }

    @Test func theAPIClauseCoversTheWindowToItsLastMinute() {
        let window = calendar.submissionWindow(for: day("2024-11-26"))
        #expect(ArxivCalendar.submittedDateClause(window) == "submittedDate:[202411221900 TO 202411251859]")
        #expect(ArxivCalendar.lastUpdatedDateClause(window) == "lastUpdatedDate:[202411221900 TO 202411251859]")
    }
}
