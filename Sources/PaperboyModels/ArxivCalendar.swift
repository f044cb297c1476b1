import Foundation

/// arXiv's announcement calendar, kept apart from the run date and the digest day.
///
/// Submission windows close at 14:00 US Eastern on every weekday that is not a holiday (a
/// *deadline*). arXiv announces Sunday to Thursday at 20:00 US Eastern, except on holidays
/// (an *announcement evening*), every window that closed since the last announcement; an
/// evening with nothing new announces nothing. rss.arxiv.org rebuilds its listings at
/// midnight US Eastern Monday to Friday, and a listing's `pubDate` names that day: the
/// *listing day*, the day after the announcement evening. Saturday and Sunday feeds are
/// empty (`<skipDays>`). So a holiday on any weekday has one rule: its window runs on to the
/// next deadline, and the announcement that would have published it moves to the next
/// announcement evening. A Friday holiday means no Sunday announcement, no Monday listing,
/// and a Tuesday listing carrying Thursday 14:00 to Monday 14:00 (arXiv, 2025-07-04).
///
/// A digest day takes the listing of the same date: the listing dated 2024-11-28
/// lands on the page of 2024-11-28.
public struct ArxivCalendar: Hashable, Sendable {
    /// The dates arXiv's schedule names as holidays (`fetch.arxiv_holidays`): no deadline
    /// and no announcement on each. Thursday 2024-11-28 (Thanksgiving) means no listing on
    /// Friday 2024-11-29 and Monday's listing from Wednesday 14:00 to Friday 14:00.
    public var holidays: Set<DigestDay>

    /// arXiv's time zone.
    public static let eastern = TimeZone(identifier: "America/New_York")!
    /// Submission windows close at 14:00 US Eastern.
    static let deadlineHour = 14

    /// Creates a calendar with the holidays a config names.
    public init(holidays: Set<DigestDay> = []) {
        self.holidays = holidays
    }

    /// True for a day a listing is expected: its eve is an announcement evening, and a
    /// window closed since the announcement evening before (Sunday's for Monday).
    public func isListingDay(_ day: DigestDay) -> Bool {
        let evening = day.adding(days: -1)
        guard isAnnouncementEvening(evening), let deadline = lastDeadline(atOrBefore: evening) else { return false }
        guard let before = previousAnnouncementEvening(before: evening) else { return true }
        return deadline > before
    }

    /// True for a weekday that is not a holiday: a submission window closes at 14:00.
    public func isDeadline(_ day: DigestDay) -> Bool {
        (2...6).contains(day.weekday) && !holidays.contains(day)
    }

    /// True for Sunday to Thursday, not a holiday: arXiv may announce at 20:00.
    public func isAnnouncementEvening(_ day: DigestDay) -> Bool {
        (1...5).contains(day.weekday) && !holidays.contains(day)
    }

    /// The last deadline on or before `day`, at most a year back.
    func lastDeadline(atOrBefore day: DigestDay) -> DigestDay? {
        (0...366).lazy.map { day.adding(days: -$0) }.first(where: isDeadline)
    }

    /// The announcement evening before `day`, at most a year back.
    private func previousAnnouncementEvening(before day: DigestDay) -> DigestDay? {
        (1...366).lazy.map { day.adding(days: -$0) }.first(where: isAnnouncementEvening)
    }

    /// The listing day a feed's own date (`pubDate`, `lastBuildDate` or `updated`) names.
    public static func listingDay(of date: Date) -> DigestDay {
        DigestDay(containing: date, in: eastern)
    }

    /// The day whose listing rss.arxiv.org serves at `instant`, by arXiv's clock alone: the
    /// date in US Eastern (it rebuilds at midnight there), or the Friday before on a weekend,
    /// whose feeds are empty. A run in any time zone files what it reads on this day, so no
    /// runner's wall clock, east or west of New York, turns a weekday's listing into a weekend page.
    public static func servedDay(at instant: Date) -> DigestDay {
        let day = DigestDay(containing: instant, in: eastern)
        switch day.weekday {
        case 7: return day.adding(days: -1)
        case 1: return day.adding(days: -2)
        default: return day
        }
    }

    /// The listing days after `start` and before `end`, oldest first (empty when `end` is not after `start`).
    public func listingDays(after start: DigestDay, before end: DigestDay) -> [DigestDay] {
        guard end.dayNumber - start.dayNumber > 1 else { return [] }
        return (1..<(end.dayNumber - start.dayNumber)).map { start.adding(days: $0) }.filter(isListingDay)
    }

    /// The listing day before `day` (skipping weekends and holidays), at most a year back.
    public func previousListingDay(before day: DigestDay) -> DigestDay? {
        (1...366).lazy.map { day.adding(days: -$0) }.first(where: isListingDay)
    }

    /// The submission window whose papers the listing of `day` announced: from the close of
    /// the previous listing day's window to the last deadline before `day` (14:00 US Eastern).
    public func submissionWindow(for day: DigestDay) -> DateInterval {
        let end = closing(before: day)
        let start = previousListingDay(before: day).map(closing(before:)) ?? end.addingTimeInterval(-86_400)
        return DateInterval(start: start, end: max(start, end))
    }

    /// 14:00 US Eastern on the last deadline before `day`.
    private func closing(before day: DigestDay) -> Date {
        let deadline = lastDeadline(atOrBefore: day.adding(days: -1)) ?? day.adding(days: -1)
        return Self.fourteenHundred(on: deadline)
    }

    /// 14:00 US Eastern on `day`. US Eastern changes to and from daylight saving time on
    /// Sundays, so local midnight plus 14 hours is 14:00 on every weekday.
    static func fourteenHundred(on day: DigestDay) -> Date {
        day.start(in: eastern).addingTimeInterval(Double(deadlineHour) * 3600)
    }

    /// The API's `submittedDate:[YYYYMMDDHHMM TO YYYYMMDDHHMM]` (GMT) for a window;
    /// the end minute is the last one inside the window.
    public static func submittedDateClause(_ window: DateInterval) -> String {
        dateClause("submittedDate", window)
    }

    /// The same window over `lastUpdatedDate`, the submission time of a paper's latest version.
    public static func lastUpdatedDateClause(_ window: DateInterval) -> String {
        dateClause("lastUpdatedDate", window)
    }

    private static func dateClause(_ field: String, _ window: DateInterval) -> String {
        "\(field):[\(apiMinute(window.start)) TO \(apiMinute(window.end.addingTimeInterval(-60)))]"
    }

    private static func apiMinute(_ date: Date) -> String {
        let utc = TimeZone(identifier: "UTC")!
        let day = DigestDay(containing: date, in: utc)
        let seconds = Int(date.timeIntervalSince(day.start(in: utc)))
        func pad(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return day.isoText.replacingOccurrences(of: "-", with: "") + pad(seconds / 3600) + pad(seconds % 3600 / 60)
    }
}
