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
            context.archive = try Archive.open(at: folder, for: purpose)
        } catch var error as ArchiveError {
            error.path = PathDisplay(currentDirectory: context.options.currentDirectory).show(URL(fileURLWithPath: error.path))
            throw error
        }
    }

    /// Records the sources' items under the digest day, in memory: `commit archive` writes them.
    @Sendable static func archiveItems(_ context: inout BuildContext) throws {
        let day = try context.require(context.day, "the digest day")
        var archive = try context.require(context.archive, "the archive")
        context.change = try archive.stage(context.sources.map(batch), on: day)
        context.archive = archive
    }

    /// Writes what `archive items` recorded, as one transaction: the last step, so a run that
    /// fails earlier (a source, a template, the site) leaves the archive exactly as it was.
    @Sendable static func commitArchive(_ context: inout BuildContext) throws {
        var archive = try context.require(context.archive, "the archive")
        do {
            try archive.commit()
        } catch var error as ArchiveError {
            error.path = PathDisplay(currentDirectory: context.options.currentDirectory).show(URL(fileURLWithPath: error.path))
            throw error
        }
        context.archive = archive
    }

    /// A source's items as the archive takes them, with an arXiv listing's announcement status:
    /// an empty listing is a day without announcement (a weekend, a holiday). A listing that
    /// failed to fetch says nothing about the day, so it keeps the ordinary status.
    static func batch(_ source: SourceItems) -> ArchiveBatch {
        var record = source.source
        if record.format == FeedKind.arxivListing.rawValue, record.announcement == nil, record.failure == nil {
            record.announcement = source.items.isEmpty ? .noAnnouncement : .announced
        }
        return ArchiveBatch(source: record, items: source.items)
    }
}
