import PaperboyModels

/// The archive page (`archive.html`): every day, newest first, and a chart.
struct ArchiveView {
    /// One day in the list.
    struct Day {
        let date: String
        let dateLong: String
        let path: String
        let countLabel: String
        let noAnnouncement: Bool
        /// The day's arXiv announcement was fetched again after missed runs.
        let backfilled: Bool
        /// The day's arXiv announcement was missed and could not be fetched again (yet).
        let missed: Bool
    }

    let root = "../"
    let siteTitle: String
    let site: SiteView
    let days: [Day]
    let dayCountLabel: String
    let itemCountLabel: String
    /// The inline SVG chart of items per day and section, drawn at build time (trusted markup).
    let chartSVG: String

    init(days summaries: [DaySummary], site: SiteView, siteTitle: String, locale: ThemeLocale = .english) {
        self.siteTitle = siteTitle
        self.site = site
        days = summaries.map { summary in
            Day(date: summary.day.isoText, dateLong: locale.longDay(summary.day), path: "../" + SitePaths.day(summary.day),
                countLabel: locale.count("label.items", summary.itemCount), noAnnouncement: summary.status == .noAnnouncement,
                backfilled: summary.status == .backfilled, missed: summary.status == .missed)
        }
        dayCountLabel = locale.count("label.days", summaries.count)
        itemCountLabel = locale.count("label.items", summaries.reduce(0) { $0 + $1.itemCount })
        chartSVG = ArchiveChart.svg(days: summaries.reversed(), locale: locale)
    }
}
