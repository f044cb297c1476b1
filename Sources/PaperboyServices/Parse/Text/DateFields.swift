import Foundation
import PaperboyModels

/// The fields of a parsed date before validation; turns them into a `Date`
/// arithmetically, without calendars, formatters or locales.
struct DateFields {
    var year = 0
    var month = 0
    var day = 0
    var hour = 0
    var minute = 0
    var second = 0
    var fraction = 0.0
    /// Seconds east of UTC.
    var offset = 0

    /// The instant, or nil when a field is out of range (month 13, 30 February,
    /// hour 24). A leap second (`:60`) is read as `:59`.
    var date: Date? {
        guard (1...9999).contains(year), (1...12).contains(month),
              day >= 1, day <= DateFields.daysInMonth(year: year, month: month),
              (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second)
        else { return nil }
        let days = DigestDay.dayNumber(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3_600 + minute * 60 + min(second, 59) - offset
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }

    static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
