import Foundation
import PaperboyModels

/// The digest day a run was given (`--date`), held against today and the archive.
///
/// A run writes its digest day; the front page and the feeds show the archive's latest
/// day, so an earlier `--date` never moves them. A day more than one day after today
/// (today in the config's time zone, by the run's injected clock) is refused: it would
/// become the latest day, the front page, of news nobody has seen. Tomorrow is allowed,
/// because rss.arxiv.org publishes a listing dated tomorrow on the US evening before it.
struct DigestDayCheck: Sendable {
    /// The day the run writes.
    let day: DigestDay
    /// Today in the config's time zone.
    let today: DigestDay
    /// The config's time zone, named in messages.
    let timeZone: TimeZone
    /// True when the day came from `--date`, not from the clock.
    let explicit: Bool

    /// The check of `options`' day in `timeZone`: `--date`, else the day whose listing
    /// rss.arxiv.org serves now when `followsArxiv` (``ArxivCalendar/servedDay(at:)``), else today.
    init(options: BuildOptions, timeZone: TimeZone, followsArxiv: Bool = false) {
        today = DigestDay(containing: options.now, in: timeZone)
        day = options.day ?? (followsArxiv ? ArxivCalendar.servedDay(at: options.now) : today)
        self.timeZone = timeZone
        explicit = options.day != nil
    }

    /// The check of `options`' day for `config`: a digest with an arXiv listing source (`kind:
    /// arxiv`, or a feed of `format: arxiv-listing`) follows arXiv's listing days whatever its
    /// `time_zone`; any other, the calendar in its `time_zone`.
    init(options: BuildOptions, config: PaperboyConfig) {
        let listings = config.sources.contains { $0.kind == .arxiv || ($0.kind == .feed && $0.format == .arxivListing) }
        self.init(options: options, timeZone: config.timeZone, followsArxiv: listings)
    }

    /// The latest digest day a run may write: tomorrow.
    var latestAllowed: DigestDay { today.adding(days: 1) }

    /// - Throws: ``DigestDayError`` when the day is after ``latestAllowed``.
    func refuseFuture() throws {
        guard day > latestAllowed else { return }
        throw DigestDayError(day: day, today: today, timeZone: timeZone)
    }

    /// What the run says of its day, given the archive's days before the run (oldest first):
    /// a day before the first one runs, but says where its page goes; `render` says so too
    /// of a `--date` the archive has no day for, because it writes nothing for it.
    func warnings(archivedDays: [DigestDay], mode: SiteBuild.Mode) -> [String] {
        guard explicit, let first = archivedDays.first, let last = archivedDays.last else { return [] }
        let front = mode == .fetch ? "" : "; the front page stays \(last.isoText), the latest archived day"
        if day < first {
            let written = mode == .render
                ? "the archive has no such day, so nothing is rendered for it"
                : "the items this run sees for the first time are filed on \(day.isoText), before every day the archive holds"
            return ["--date \(day.isoText) is before the archive's first day, \(first.isoText): \(written)\(front)"]
        }
        if mode == .render, !archivedDays.contains(day) {
            return ["--date \(day.isoText): the archive has no such day, so no page or e-mail edition is rendered for it "
                    + "(fetch or build it first)\(front)"]
        }
        return []
    }
}
