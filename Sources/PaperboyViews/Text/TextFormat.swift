import Foundation
import PaperboyModels

/// Locale-free formatting of dates, numbers and author lists, so pages are the
/// same bytes on every machine.
enum TextFormat {
    /// Lists show at most this many authors before "et al.".
    static let maxAuthors = 10

    private static let utc = TimeZone(identifier: "UTC")!
    private static let monthNames = ["January", "February", "March", "April", "May", "June", "July",
                                     "August", "September", "October", "November", "December"]
    private static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// `2024-11-28`, the UTC day of `date`.
    static func isoDay(_ date: Date?) -> String? {
        date.map { DigestDay(containing: $0, in: utc).isoText }
    }

    /// `28 Nov`, a chart's date label.
    static func shortDay(_ day: DigestDay) -> String {
        "\(day.day) \(monthNames[day.month - 1].prefix(3))"
    }

    /// `Thursday, 28 November 2024`.
    static func longDay(_ day: DigestDay) -> String {
        "\(weekdayNames[day.weekday - 1]), \(day.day) \(monthNames[day.month - 1]) \(day.year)"
    }

    /// `1,234,567`.
    static func grouped(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return n < 0 ? "-" + out : out
    }

    /// `A, B, C`, or the first ``maxAuthors`` names and `et al.`; nil for no authors.
    static func authors(_ authors: [Author]) -> String? {
        let names = authors.map(\.name).filter { !$0.isEmpty }
        guard !names.isEmpty else { return nil }
        if names.count <= maxAuthors { return names.joined(separator: ", ") }
        return names.prefix(maxAuthors).joined(separator: ", ") + " et al."
    }

    /// `"1 item"`, `"3 items"`.
    static func count(_ n: Int, _ noun: String) -> String {
        "\(grouped(n)) \(noun)\(n == 1 ? "" : "s")"
    }

    /// nil for an empty string, so Mustache sections treat it as absent
    /// (Mustache renders a section for any string, even an empty one).
    static func nonEmpty(_ s: String?) -> String? {
        guard let s, !s.isEmpty else { return nil }
        return s
    }

    /// `Its data from 2024-11-26, 2 days before this day, is shown`, or `Nothing of it is shown` without a cache date.
    static func age(of date: Date?, on day: DigestDay) -> String {
        guard let date else { return "Nothing of it is shown" }
        let cached = DigestDay(containing: date, in: utc)
        let days = day.dayNumber - cached.dayNumber
        let age = days <= 0 ? "fetched this day" : days == 1 ? "1 day before this day" : "\(days) days before this day"
        return "Its data from \(cached.isoText), \(age), is shown"
    }
}
