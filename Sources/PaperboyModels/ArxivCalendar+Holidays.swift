import Foundation

extension ArxivCalendar {
    /// What one configured holiday does to arXiv's announcements, in the calendar's terms.
    public struct HolidayEffect: Sendable, Equatable {
        /// The holiday.
        public var holiday: DigestDay
        /// The listing days it takes away (their evenings announce nothing).
        public var lostListings: [DigestDay]
        /// The listing that carries the window the holiday's deadline would have closed, and that window.
        public var carrier: (day: DigestDay, window: DateInterval)?

        public static func == (a: HolidayEffect, b: HolidayEffect) -> Bool {
            a.holiday == b.holiday && a.lostListings == b.lostListings && a.carrier?.day == b.carrier?.day
                && a.carrier?.window == b.carrier?.window
        }

        /// `2026-07-03 (Friday): no announcement on Sunday 2026-07-05; Monday 2026-07-06 has no
        /// listing; Tuesday 2026-07-07 carries Thursday 14:00 to Monday 14:00 (US Eastern)`.
        public var sentence: String {
            let head = "\(holiday.isoText) (\(Self.weekdayName(holiday)))"
            guard !lostListings.isEmpty, let carrier else {
                return head + ": changes nothing (no deadline and no announcement fall on a \(Self.weekdayName(holiday)))"
            }
            var parts = lostListings.map { "no announcement on \(Self.named($0.adding(days: -1)))" }
            parts += lostListings.map { "\(Self.named($0)) has no listing" }
            let from = DigestDay(containing: carrier.window.start, in: ArxivCalendar.eastern)
            let to = DigestDay(containing: carrier.window.end, in: ArxivCalendar.eastern)
            parts.append("\(Self.named(carrier.day)) carries \(Self.weekdayName(from)) 14:00 to \(Self.weekdayName(to)) 14:00 (US Eastern)")
            return head + ": " + parts.joined(separator: "; ")
        }

        private static func named(_ day: DigestDay) -> String { "\(weekdayName(day)) \(day.isoText)" }

        static func weekdayName(_ day: DigestDay) -> String {
            ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"][day.weekday - 1]
        }
    }

    /// What `holiday` (one of ``holidays``) does: the listings it takes away, against the
    /// same calendar without it, and the listing that carries its day's submissions.
    public func effect(of holiday: DigestDay) -> HolidayEffect {
        var without = self
        without.holidays.remove(holiday)
        let lost = (-3...8).map { holiday.adding(days: $0) }.filter { without.isListingDay($0) && !isListingDay($0) }
        guard !lost.isEmpty else { return HolidayEffect(holiday: holiday, lostListings: [], carrier: nil) }
        let noon = Self.fourteenHundred(on: holiday)
        let carrier = (1...30).lazy.map { holiday.adding(days: $0) }.filter(isListingDay).map { ($0, submissionWindow(for: $0)) }
            .first { _, window in window.start <= noon && noon < window.end }
        return HolidayEffect(holiday: holiday, lostListings: lost, carrier: carrier.map { (day: $0.0, window: $0.1) })
    }
}
