import PaperboyModels

extension FetchConfig {
    /// A line for each `arxiv_holidays` date that changes nothing: a Friday or a Saturday,
    /// whose evening has no announcement anyway. arXiv's schedule lists some (2026-07-03,
    /// the Friday before Independence Day), so this is a warning, never an error.
    public func arxivHolidayWarnings() -> [String] {
        arxivHolidays.sorted().compactMap { day in
            guard ArxivCalendar.listingSkipped(by: day) == nil else { return nil }
            let weekday = day.weekday == 6 ? "Friday" : "Saturday"
            return "fetch.arxiv_holidays: \(day.isoText) is a \(weekday): arXiv makes no announcement on Friday or Saturday evenings, "
                + "so no listing is lost to it (a date means no announcement that evening, no listing the next weekday)"
        }
    }
}
