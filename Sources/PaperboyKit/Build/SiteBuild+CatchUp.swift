import Foundation
import PaperboyModels
import PaperboyStore

extension SiteBuild {
    /// For `--catch-up`: the digest day when it is already in the archive, whole: every
    /// configured source has a record on it, none failed, and every arXiv listing's is
    /// settled (announced, back-filled or no announcement). A later scheduled run then
    /// does nothing; after a failed or early run it builds as usual.
    /// - Throws: ``PipelineError`` from `load config` (a bad config is still an error).
    func archivedDay() async throws -> DigestDay? {
        var step = BuildSteps(names: ["load config"], log: { _ in })
        let config = try await step.run("load config") { try loadConfig() }
        let day = options.day ?? DigestDay(containing: options.now, in: config.timeZone)
        let folder = (options.data ?? config.data).standardizedFileURL
        guard FileManager.default.fileExists(atPath: ArchiveLayout(folder: folder).index.path),
              let archive = try? Archive.open(at: folder, for: .reading), archive.days.contains(day),
              let archived = try? archive.day(day) else { return nil }
        let records = Dictionary(archived.sources.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let whole = config.sources.allSatisfy { source in
            guard let record = records[source.name], record.failure == nil else { return false }
            return source.kind != .arxiv || record.announcement?.isSettled == true
        }
        return whole ? day : nil
    }
}
