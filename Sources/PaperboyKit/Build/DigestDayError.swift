import Foundation
import PaperboyModels

/// A `--date` more than one day after today: a usage error (exit status 2).
public struct DigestDayError: PaperboyError, Sendable {
    /// The day asked for.
    public let day: DigestDay
    /// Today in the config's time zone.
    public let today: DigestDay
    /// The config's time zone.
    public let timeZone: TimeZone

    /// The option, not a file: no place.
    public var location: ErrorLocation? { nil }
    /// The whole message.
    public var reason: String { description }

    /// `--date 2031-01-15 is 1510 days after today (2026-11-27 in Europe/Berlin, the config's time_zone): …`.
    public var description: String {
        "--date \(day.isoText) is \(day.dayNumber - today.dayNumber) days after today (\(today.isoText) in \(timeZone.identifier), "
            + "the config's time_zone): a digest day may be at most tomorrow, \(today.adding(days: 1).isoText); "
            + "leave --date out for today"
    }
}
