import Foundation
import Testing
import PaperboyModels

/// arXiv's calendar: listing days, submission windows (weekends, a holiday, daylight
/// saving time) and the API's `submittedDate` clause.
@Suite struct ArxivCalendarTests {
    /// Thanksgiving 2024, as a config would name it.
    let calendar = ArxivCalendar(holidays: [DigestDay("2024-11-28")!])

    private func day(_ text: String) -> DigestDay { DigestDay(text)! }
    private func instant(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

    @Test("listing days are weekdays that are not holidays", arguments: [
        ("2024-11-25", true), ("2024-11-27", true), ("2024-11-28", false), ("2024-11-29", true),
        ("2024-11-30", false), ("2024-12-01", false), ("2024-12-02", true),
    ])
    func listingDays(text: String, expected: Bool) {
        #expect(calendar.isListingDay(day(text)) == expected)
    }

    @Test func theListingDaysOfAGapSkipWeekendsAndHolidays() {
        #expect(calendar.listingDays(after: day("2024-11-26"), before: day("2024-12-03")).map(\.isoText)
            == ["2024-11-27", "2024-11-29", "2024-12-02"])
        #expect(calendar.listingDays(after: day("2024-11-26"), before: day("2024-11-27")).isEmpty)
        #expect(calendar.previousListingDay(before: day("2024-12-02")) == day("2024-11-29"))
        #expect(calendar.previousListingDay(before: day("2024-11-29")) == day("2024-11-27"))
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
        // After the Thanksgiving holiday (no listing on the 28th): Friday's window starts when Wednesday's closed.
        ("2024-11-29", "2024-11-26T19:00:00Z", "2024-11-28T19:00:00Z"),
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

    @Test func theAPIClauseCoversTheWindowToItsLastMinute() {
        let window = calendar.submissionWindow(for: day("2024-11-26"))
        #expect(ArxivCalendar.submittedDateClause(window) == "submittedDate:[202411221900 TO 202411251859]")
    }
}
