import Foundation

/// A calendar date in the configured time zone: the day a digest is for.
///
/// A digest day is a date, not an instant: `2024-11-28` is the same day whatever
/// the clock says. Its text form is ISO 8601 (`YYYY-MM-DD`), which is also how it
/// encodes, and it orders chronologically.
public struct DigestDay: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    /// 1 to 9999.
    public let year: Int
    /// 1 to 12.
    public let month: Int
    /// 1 to the number of days in ``month``.
    public let day: Int

    /// Creates a day from its parts; nil unless they name a real Gregorian date
    /// between the years 1 and 9999.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              day >= 1, day <= DigestDay.daysIn(month: month, year: year)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses the ISO text form `YYYY-MM-DD` (exactly four, two and two digits).
    /// Returns nil for anything else, including impossible dates like `2024-02-30`.
    public init?(_ text: String) {
        let b = Array(text.utf8)
        guard b.count == 10, b[4] == UInt8(ascii: "-"), b[7] == UInt8(ascii: "-"),
              let y = DigestDay.number(b[0..<4]), let m = DigestDay.number(b[5..<7]),
              let d = DigestDay.number(b[8..<10])
        else { return nil }
        self.init(year: y, month: m, day: d)
    }

    /// The day that contains `date` in `timeZone`.
    public init(containing date: Date, in timeZone: TimeZone) {
        // The zone's offset at that instant, then the local day number as a date
        // (``adding(days:)``): exact, and far cheaper than a Calendar.
        let local = date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))
        self = DigestDay.epoch.adding(days: Int((local / 86_400).rounded(.down)))
    }

    /// 1970-01-01, day number 0.
    static let epoch = DigestDay(year: 1970, month: 1, day: 1)!

    /// The ISO text form, `2024-11-28`.
    public var isoText: String {
        DigestDay.pad(year, 4) + "-" + DigestDay.pad(month, 2) + "-" + DigestDay.pad(day, 2)
    }

    public var description: String { isoText }

    /// The day as folders, `2024/11/28`: the archive's day files and the site's day pages.
    public var pathText: String {
        DigestDay.pad(year, 4) + "/" + DigestDay.pad(month, 2) + "/" + DigestDay.pad(day, 2)
    }

    /// The instant this day starts at in `timeZone`.
    public func start(in timeZone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = DateComponents(year: year, month: month, day: day)
        return calendar.date(from: parts) ?? Date(timeIntervalSince1970: 0)
    }

    public static func < (lhs: DigestDay, rhs: DigestDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let day = DigestDay(text) else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath, debugDescription: "not a YYYY-MM-DD date: \(text)"))
        }
        self = day
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(isoText)
    }
}

extension DigestDay {
    /// The weekday, 1 (Sunday) to 7 (Saturday), as Foundation's Gregorian calendar numbers them.
    public var weekday: Int {
        // Zeller-style computation keeps this free of calendars and time zones.
        let t = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
        let y = month < 3 ? year - 1 : year
        let w = (y + y / 4 - y / 100 + y / 400 + t[month - 1] + day) % 7 // 0 = Sunday
        return w + 1
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2:
            let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
            return leap ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    private static func number(_ bytes: ArraySlice<UInt8>) -> Int? {
        var n = 0
        for b in bytes {
            guard b >= 48, b <= 57 else { return nil }
            n = n * 10 + Int(b - 48)
        }
        return n
    }

    private static func pad(_ n: Int, _ width: Int) -> String {
        let s = String(n)
        return String(repeating: "0", count: max(0, width - s.count)) + s
    }
}
