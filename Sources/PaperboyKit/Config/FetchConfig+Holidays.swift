import PaperboyModels

extension FetchConfig {
    /// One line for each `arxiv_holidays` date, saying what arXiv does around it in the
    /// calendar's terms (``ArxivCalendar/HolidayEffect``): the announcement and listing it takes
    /// away and the listing that carries its day's submissions. `paperboy check` prints them.
    public func arxivHolidayNotes() -> [String] {
        let calendar = arxivCalendar
        return arxivHolidays.sorted().map { "fetch.arxiv_holidays: " + calendar.effect(of: $0).sentence }
    }
}
