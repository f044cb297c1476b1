import Foundation
import PaperboyModels
import PaperboyServices
import PaperboyStore
import PaperboyViews

extension SiteBuild {
    /// `plan back-fill`: the arXiv announcements missed runs never read, and the run days missed.
    func planBackfill(_ config: PaperboyConfig, day: DigestDay, archive: Archive) throws -> Backfill {
        let sources = SourcePlan(fetch: config.fetch, gitHubToken: nil, display: display, fileSystem: options.fileSystem)
        let listings = config.sources.compactMap { sources.source(for: $0) as? ArxivListingSource }
        let plan = BackfillPlan(day: day, calendar: config.fetch.arxivCalendar, window: config.fetch.backfillDays)
        return Backfill(sources: try plan.sources(listings, archive: archive), missedRunDays: plan.missedRunDays(archive: archive))
    }

    /// `fetch sources`: every source's outcome, the config's in order, then the back-fills'.
    func fetchSources(_ config: PaperboyConfig, day: DigestDay, backfill: Backfill) async -> [SourceHarvest] {
        await FetchStage(config: config, options: options.fetch, display: display, day: day, doors: options.doors).run(backfills: backfill.sources)
    }

    /// `archive items`: files the sources' items, in memory (`commit archive` writes them):
    /// each on its day (``ListingPlacement``: the digest day, an arXiv listing's own day, a back-filled day).
    /// When no configured source was read fine, some listing is pending (``SourceStatus/pending``)
    /// and nothing was filed, it files nothing and returns the pending listing's day as
    /// ``FiledItems/notRebuilt``: the run then ends well, writing nothing.
    /// - Throws: ``AllSourcesFailedError`` when every configured source failed: nothing is
    ///   filed or written, and the site and archive stay as they were.
    func archiveItems(_ outcomes: [SourceHarvest], _ config: PaperboyConfig, day: DigestDay, backfill: Backfill,
                      into archive: Archive) throws -> FiledItems {
        let placement = ListingPlacement(day: day, calendar: config.fetch.arxivCalendar, timeZone: config.timeZone,
                                         missedRunDays: Set(backfill.missedRunDays), retryLater: options.retryLater) { name, listed in
            let record = (try? archive.day(listed))?.sources.first { $0.name == name }
            return record?.announcement?.isSettled == true
        }
        let placed = placement.place(outcomes, backfills: backfill.sources)
        let configured = placed.reports.prefix(config.sources.count)
        if !configured.isEmpty, configured.allSatisfy(\.status.isFailure) {
            throw AllSourcesFailedError(report: RunReport(day: day, mode: options.fetch.mode, sources: placed.reports))
        }
        let filedNothing = placed.batches.values.allSatisfy { $0.allSatisfy(\.items.isEmpty) }
        if let listed = placed.notRebuilt, filedNothing, !configured.contains(where: { $0.status == .ok }) {
            var waiting = FiledItems(archive: archive)
            waiting.reports = placed.reports
            waiting.notRebuilt = listed
            return waiting
        }
        var archive = archive
        var change = ArchiveChange(day: day, seen: 0, newItems: [], updates: [], changed: false)
        let byDay = placed.batches.sorted { $0.key < $1.key }
        for (filed, batches) in byDay {
            let staged = try archive.stage(batches, on: filed)
            change.seen += staged.seen
            change.newItems += staged.newItems
            change.updates += staged.updates
            change.changed = change.changed || staged.changed
        }
        return FiledItems(archive: archive, change: change, sources: byDay.flatMap { $0.value.map(\.source) }, reports: placed.reports)
    }

    /// `commit archive`: writes what `archive items` staged, as one transaction: the last
    /// step, so a run that fails earlier (a source, a template, the site) leaves the archive
    /// exactly as it was. When it fails (a full disk), the site written just before goes
    /// back to the previous one, so site and archive never disagree.
    func commitArchive(_ archive: Archive, site: RenderedSite?) throws {
        var archive = archive
        do {
            try archive.commit()
        } catch var error as StoreError {
            if let site {
                DayManifest.remove(for: site.output, fileSystem: options.fileSystem)
                try? site.staging.restorePrevious()
            }
            error.path = display.show(URL(fileURLWithPath: error.path))
            throw error
        }
        site?.staging.discardPrevious()
    }
}
