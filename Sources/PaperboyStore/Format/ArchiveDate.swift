import Foundation
import PaperboyModels

/// Dates in archive files: ISO 8601 in UTC to the second (`2024-11-28T10:00:00Z`),
/// formatted and parsed by hand because a year of archive holds hundreds of
/// thousands of them. Items are normalised to whole seconds before they are
/// stored, so a date reads back equal to what was written.
enum ArchiveDate {
    private static let epoch = DigestDay(year: 1970, month: 1, day: 1)!

    static func format(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let dayNumber = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - dayNumber * 86_400
        let day = epoch.adding(days: dayNumber)
        return day.isoText + "T" + two(secondOfDay / 3600) + ":" + two(secondOfDay / 60 % 60) + ":" + two(secondOfDay % 60) + "Z"
    }

    static func parse(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { b -> Date? in
            guard b.count == 20, b[10] == UInt8(ascii: "T"), b[13] == UInt8(ascii: ":"), b[16] == UInt8(ascii: ":"),
                  b[19] == UInt8(ascii: "Z"),
                  let day = DigestDay(String(decoding: UnsafeBufferPointer(rebasing: b[0..<10]), as: UTF8.self)),
                  let h = number(b, 11), let m = number(b, 14), let s = number(b, 17), h < 24, m < 60, s < 61
            else { return nil }
            let seconds = day.dayNumber * 86_400 + h * 3600 + m * 60 + s
            return Date(timeIntervalSince1970: Double(seconds))
        }
    }

    /// Truncates to whole seconds, as ``format(_:)`` does.
    static func normalise(_ date: Date) -> Date {
        Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
    }

    private static func number(_ b: UnsafeBufferPointer<UInt8>, _ at: Int) -> Int? {
        let hi = Int(b[at]) - 48
        let lo = Int(b[at + 1]) - 48
        guard (0...9).contains(hi), (0...9).contains(lo) else { return nil }
        return hi * 10 + lo
    }

    private static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
