import Foundation
import PaperboyControllers
import PaperboyModels
import PaperboyStore

extension SiteBuild {
    /// Locks the archive (refusing a concurrent run) and repairs what an interrupted run left.
    /// `render` needs an archive to exist; `fetch` and `build` create one.
    @Sendable static func openArchive(_ context: inout BuildContext, for purpose: Archive.Purpose) throws {
        let config = try context.require(context.config, "the config")
        let folder = (context.options.data ?? config.data).standardizedFileURL
        do {
            context.archive = try Archive.open(at: folder, for: purpose, fileSystem: context.options.archiveFileSystem)
        } catch var error as ArchiveError {
            error.path = PathDisplay(currentDirectory: context.options.currentDirectory).show(URL(fileURLWithPath: error.path))
            throw error
        }
    }

    /// Files the sources' items, in memory (`commit archive` writes them): each on its day
    /// (``ListingPlacement``: the digest day, an arXiv listing's own day, a back-filled day).
    /// - Throws: ``AllSourcesFailedError`` when every configured source failed: nothing is
    ///   filed or written, and the site and archive stay as they were.
    @Sendable static func archiveItems(_ context: inout BuildContext) throws {
        let config = try context.require(context.config, "the config")
        let day = try context.require(context.day, "the digest day")
        var archive = try context.require(context.archive, "the archive")
        let reader = archive
        let placement = ListingPlacement(day: day, calendar: config.fetch.arxivCalendar, timeZone: config.timeZone,
                                         missedRunDays: Set(context.missedRunDays)) { name, listed in
            let record = (try? reader.day(listed))?.sources.first { $0.name == name }
            return record?.announcement?.isSettled == true
        }
        let placed = placement.place(context.outcomes, backfills: context.backfills)
        context.sourceReports = placed.reports
        context.sources = placed.batches.sorted { $0.key < $1.key }.flatMap { $0.value.map(\.source) }
        let configured = placed.reports.prefix(config.sources.count)
        if !configured.isEmpty, configured.allSatisfy(\.status.isFailure) {
            throw AllSourcesFailedError(report: RunReport(day: day, mode: context.options.fetch.mode, sources: placed.reports))
        }
        var change = ArchiveChange(day: day, seen: 0, newItems: [], updates: [], changed: false)
        for (filed, batches) in placed.batches.sorted(by: { $0.key < $1.key }) {
            let staged = try archive.stage(batches, on: filed)
            change.seen += staged.seen
            change.newItems += staged.newItems
            change.updates += staged.updates
            change.changed = change.changed || staged.changed
        }
        context.change = change
        context.archive = archive
    }

    /// Writes what `archive items` recorded, as one transaction: the last step, so a run that
    /// fails earlier (a source, a template, the site) leaves the archive exactly as it was.
    /// When it fails (a full disk), the site written just before goes back to the previous
    /// one, so site and archive never disagree.
    @Sendable static func commitArchive(_ context: inout BuildContext) throws {
        var archive = try context.require(context.archive, "the archive")
        do {
            try archive.commit()
        } catch var error as ArchiveError {
            if let staging = context.staging, let output = context.output {
                DayManifest.remove(for: output)
                try? staging.restorePrevious()
            }
            error.path = PathDisplay(currentDirectory: context.options.currentDirectory).show(URL(fileURLWithPath: error.path))
            throw error
        }
        context.staging?.discardPrevious()
        context.archive = archive
    }
}
