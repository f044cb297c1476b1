import Foundation
import PaperboyModels
import PaperboyStore

extension SiteBuild {
    /// For `--catch-up`: the digest day when there is nothing left to retry: the day is in the
    /// archive with a record of every configured source, none failed, every arXiv listing's
    /// settled (announced, back-filled or no announcement), and no earlier listing day in the
    /// back-fill window is missed or unrecorded (``BackfillPlan`` finds nothing to fetch). A later
    /// scheduled run then does nothing; after a failed, early or partly failed run it builds as usual.
    /// It reads the config `load config` loaded, not the file again.
    func archivedDay(_ config: PaperboyConfig) -> DigestDay? {
        let day = DigestDayCheck(options: options, config: config).day
        let folder = (options.data ?? config.data).standardizedFileURL
        guard options.fileSystem.info(ArchiveLayout(folder: folder).index) != nil,
              let archive = try? Archive.open(at: folder, for: .reading, fileSystem: options.fileSystem), archive.days.contains(day),
              let archived = try? archive.day(day) else { return nil }
        let records = Dictionary(archived.sources.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let whole = config.sources.allSatisfy { source in
            guard let record = records[source.name], record.failure == nil else { return false }
            return source.kind != .arxiv || record.announcement?.isSettled == true
        }
        guard whole, let backfill = try? planBackfill(config, day: day, archive: archive), backfill.sources.isEmpty else { return nil }
        return day
    }
}
