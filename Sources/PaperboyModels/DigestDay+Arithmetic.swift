extension DigestDay {
    /// The day `days` calendar days later (earlier when negative), clamped to the years 1 to 9999.
    public func adding(days: Int) -> DigestDay {
        let (y, m, d) = DigestDay.civil(fromDayNumber: dayNumber + days)
        return DigestDay(year: y, month: m, day: d)
            ?? (days < 0 ? DigestDay(year: 1, month: 1, day: 1)! : DigestDay(year: 9999, month: 12, day: 31)!)
    }

    /// Days since 1970-01-01 (negative before), by the proleptic Gregorian calendar.
    public var dayNumber: Int { Self.dayNumber(year: year, month: month, day: day) }

    /// Days since 1970-01-01 of any proleptic Gregorian date (Howard Hinnant's days-from-civil:
    /// the year is shifted to start in March so that the leap day falls at its end); the one
    /// place this arithmetic lives, for feed dates and library entries too.
    public static func dayNumber(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func civil(fromDayNumber n: Int) -> (Int, Int, Int) {
        let z = n + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
