import Foundation
import PaperboyModels
import PaperboyServices
import PaperboyStore

/// Which day each source's items are filed on, and what the run report says of it.
///
/// Most sources go on the digest day. An arXiv listing goes on its own listing day
/// (its `pubDate`, ``ArxivCalendar``): the digest day's own (or the next listing day's,
/// for a `--date` of the day before). A listing of an earlier day is stale: never the
/// digest day's news; its papers go on their own day if the archive has not settled that
/// day yet, else nowhere (they are known already). The previous listing day's, read on a
/// listing day, is one arXiv has not rebuilt yet: pending under `--retry-later`. On a
/// weekend or holiday the feed, empty or still the last listing, makes the day "no
/// announcement"; an empty feed read on a listing day is stale, never a weekday without
/// announcement. A day whose announcement an earlier run read keeps it: another day's
/// listing, or a failed fetch, never replaces a settled record. A back-fill goes on its
/// missed day, or marks the day missed when it failed, unless a listing filled the day.
/// Other sources' items published on a run day that was missed go on that day (their
/// feed's own history), the rest on the digest day.
struct ListingPlacement {
    let day: DigestDay
    let calendar: ArxivCalendar
    let timeZone: TimeZone
    let missedRunDays: Set<DigestDay>
    /// `--retry-later`: a listing not rebuilt yet is pending, not stale.
    var retryLater = false
    /// True when the archive holds a settled record of the source on the day.
    let isSettled: (String, DigestDay) -> Bool

    /// What a run files: batches by day, and the reports with stale listings marked.
    struct Placed {
        var batches: [DigestDay: [SourceHarvest]] = [:]
        var reports: [SourceReport] = []
        /// The day of a pending listing (not rebuilt for the digest day yet), when one was read.
        var notRebuilt: DigestDay?
    }

    /// Places the config's sources' outcomes, then the back-fills' (matched by position to `backfills`).
    func place(_ outcomes: [SourceHarvest], backfills: [ArxivBackfillSource]) -> Placed {
        var placed = Placed()
        let configured = outcomes.prefix(outcomes.count - backfills.count)
        for outcome in configured {
            let (filings, report) = place(outcome)
            if report.status == .pending, let date = outcome.feedDate { placed.notRebuilt = ArxivCalendar.listingDay(of: date) }
            for (target, batch) in filings {
                for (filed, part) in spread(batch, from: target) { placed.batches[filed, default: []].append(part) }
            }
            placed.reports.append(report)
        }
        for (source, outcome) in zip(backfills, outcomes.suffix(backfills.count)) {
            var report = outcome.report
            report.name = "\(source.name) (back-fill \(source.day.isoText))"
            placed.reports.append(report)
            let filled = placed.batches[source.day]?.contains { $0.source.name == source.name && $0.source.announcement != nil } ?? false
            guard !filled else { continue }
            var record = Self.record(outcome)
            record.announcement = report.status == .ok ? .backfilled : .missed
            let items = report.status == .ok ? outcome.items : []
            if report.status != .ok {
                record.itemCount = 0
                record.format = FeedKind.arxiv.rawValue
            }
            placed.batches[source.day, default: []].append(SourceHarvest(source: record, items: items))
        }
        return placed
    }

    /// One configured source: its batches with the days they are filed on, and its report.
    private func place(_ outcome: SourceHarvest) -> ([(DigestDay, SourceHarvest)], SourceReport) {
        var record = Self.record(outcome)
        var report = outcome.report
        let items = outcome.items
        guard record.format == FeedKind.arxivListing.rawValue, let date = outcome.feedDate else {
            return ([(day, SourceHarvest(source: record, items: items))], report)
        }
        let listed = ArxivCalendar.listingDay(of: date)
        if report.status == .ok, listed == day || (listed == day.adding(days: 1) && calendar.isListingDay(listed)) {
            record.announcement = items.isEmpty ? .noAnnouncement : .announced
            return ([(listed, SourceHarvest(source: record, items: items))], report)
        }
        if isSettled(record.name, day) {
            // An earlier run read the day's announcement: this run's copy is another day's, or failed.
            if report.status == .ok {
                report.warnings.append("the listing is the one of \(listed.isoText) now; \(day.isoText)'s announcement was read by an earlier run and is kept")
            }
            return (ownDay(record, items, listed, &report), report)
        }
        if report.status == .ok, !calendar.isListingDay(day), listed < day || items.isEmpty {
            // A weekend or holiday expects no listing: the feed is empty, or still the last one.
            var quiet = record
            quiet.announcement = .noAnnouncement
            quiet.itemCount = 0
            return ([(day, SourceHarvest(source: quiet, items: []))] + ownDay(record, items, listed, &report), report)
        }
        // Not the digest day's listing (or the source failed and this is its last good copy).
        if report.status == .ok {
            let notRebuilt = listed < day && calendar.isListingDay(day) && listed == calendar.previousListingDay(before: day)
            let why = notRebuilt
                ? "arXiv has not rebuilt its listing for \(day.isoText) yet: it is still the one of \(listed.isoText) (rss.arxiv.org rebuilds at midnight US Eastern, Monday to Friday)"
                : listed < day
                ? "the listing is still the one of \(listed.isoText) (rss.arxiv.org rebuilds it at midnight US Eastern, Monday to Friday)"
                : "the listing is the one of \(listed.isoText), after the digest day"
            report.status = notRebuilt && retryLater ? .pending : .stale
            let next = report.status == .pending ? "; the catch-up run will read it" : "; not filed as \(day.isoText)'s news"
            report.failure = SourceFailure(url: report.requests.first?.url ?? outcome.source.link, message: why + next)
            record.failure = report.failure?.description
        }
        let own = ownDay(record, items, listed, &report)
        guard own.isEmpty else { return (own, report) }
        record.itemCount = 0
        return ([(day, SourceHarvest(source: record, items: []))], report)
    }

    /// An earlier listing's papers on their own day, when the archive has not settled it (a late run).
    private func ownDay(_ record: DigestSource, _ items: [Item], _ listed: DigestDay,
                        _ report: inout SourceReport) -> [(DigestDay, SourceHarvest)] {
        guard listed < day, !items.isEmpty, !isSettled(record.name, listed) else { return [] }
        var own = record
        own.failure = nil
        own.announcement = .announced
        report.warnings.append("filed on \(listed.isoText), the day it announces, which the archive did not have yet")
        return [(listed, SourceHarvest(source: own, items: items))]
    }

    /// A non-listing batch for the digest day, split so that items published on a missed
    /// run day go on that day; a listing's batch, or one with no such item, stays whole.
    private func spread(_ batch: SourceHarvest, from target: DigestDay) -> [(DigestDay, SourceHarvest)] {
        guard target == day, !missedRunDays.isEmpty, batch.source.announcement == nil,
              batch.source.format != FeedKind.arxivListing.rawValue else { return [(target, batch)] }
        let byDay = Dictionary(grouping: batch.items) { item -> DigestDay in
            guard let date = item.published else { return day }
            let published = DigestDay(containing: date, in: timeZone)
            return missedRunDays.contains(published) ? published : day
        }
        guard byDay.count > 1 || byDay[day] == nil else { return [(target, batch)] }
        return byDay.sorted { $0.key < $1.key }.map { filed, items in
            var record = batch.source
            record.itemCount = items.count
            if filed != day {
                record.warnings.append("filed on \(filed.isoText), the day it was published: that day's run was missed")
            }
            return (filed, SourceHarvest(source: record, items: items))
        }
    }

    /// A source's record for a day file, from what it produced and how the fetch went.
    static func record(_ outcome: SourceHarvest) -> DigestSource {
        var record = outcome.source
        record.name = outcome.report.name
        record.itemCount = outcome.items.count
        record.failure = outcome.report.failure?.description
        record.cachedAt = outcome.report.cachedAt
        return record
    }
}
