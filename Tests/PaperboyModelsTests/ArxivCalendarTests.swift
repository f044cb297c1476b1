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

    @Test("a holiday takes away the next day's listing; a Friday or Saturday takes none", arguments: [
        ("2025-07-06", "2025-07-07"),  // Sunday (arXiv 2025): no Monday listing
        ("2024-01-15", "2024-01-16"),  // Monday
        ("2024-10-08", "2024-10-09"),  // Tuesday
        ("2024-12-25", "2024-12-26"),  // Wednesday
        ("2024-11-28", "2024-11-29"),  // Thursday
        ("2026-07-03", nil),           // Friday (arXiv 2026): no announcement on Friday evenings anyway
        ("2024-11-30", nil),           // Saturday
    ])
    func aHolidayTakesAwayTheNextListing(holiday: String, skipped: String?) {
        #expect(ArxivCalendar.listingSkipped(by: day(holiday)) == skipped.map(day))
        let with = ArxivCalendar(holidays: [day(holiday)])
        let week = (-3...4).map { day(holiday).adding(days: $0) }
        let lost = week.filter { ArxivCalendar().isListingDay($0) && !with.isListingDay($0) }
        #expect(lost == (skipped.map { [day($0)] } ?? []))
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
