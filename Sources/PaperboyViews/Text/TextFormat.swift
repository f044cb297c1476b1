import Foundation
import PaperboyModels

/// Language-free formatting: ISO dates and author lists, the same bytes on every
/// machine (dates, counts and numbers for readers are the ``ThemeLocale``'s).
enum TextFormat {
    /// Lists show at most this many authors before "et al.".
    static let maxAuthors = 10

    private static let utc = TimeZone(identifier: "UTC")!

    /// `2024-11-28`, the UTC day of `date`.
    static func isoDay(_ date: Date?) -> String? {
        date.map { DigestDay(containing: $0, in: utc).isoText }
    }

    /// `A, B, C`, or the first ``maxAuthors`` names and `etAl` (`et al.`); nil for no authors.
    static func authors(_ authors: [Author], etAl: String) -> String? {
        let names = authors.map(\.name).filter { !$0.isEmpty }
        guard !names.isEmpty else { return nil }
        if names.count <= maxAuthors { return names.joined(separator: ", ") }
        return names.prefix(maxAuthors).joined(separator: ", ") + " " + etAl
    }

    /// nil for an empty string, so Mustache sections treat it as absent
    /// (Mustache renders a section for any string, even an empty one).
    static func nonEmpty(_ s: String?) -> String? {
        guard let s, !s.isEmpty else { return nil }
        return s
    }

    /// `Its data from 2024-11-26, 2 days before this day, is shown`, or `Nothing of it is shown` without a cache date.
    static func age(of date: Date?, on day: DigestDay, locale: ThemeLocale) -> String {
        guard let date else { return locale.text("age.nothing") }
        let cached = DigestDay(containing: date, in: utc)
        let days = day.dayNumber - cached.dayNumber
        let age = days <= 0 ? locale.text("age.same-day") : locale.count("age.days-before", days)
        return locale.text("age.shown", ["date": cached.isoText, "age": age])
    }
}
