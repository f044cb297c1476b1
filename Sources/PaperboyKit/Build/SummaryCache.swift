import Foundation
import PaperboyFileSystem
import PaperboyModels
import PaperboyStore
import PaperboyViews

/// Each day's ``DaySummary`` kept by its input key (``DayManifest``), one file per day in
/// `.<site>.paperboy-state/days/`, so that a build whose site-wide pages must be rendered
/// again (a new day) need not read the days that did not change.
///
/// A summary is a function of the day's inputs alone, so a record whose input key matches
/// is right whatever happened to the site since. Summaries are stored as the feed window
/// left them: a text a feed could no longer show is not kept, and a later build that
/// needs it again reads that day (``FeedSummaryWindow/daysMissingSummaries``).
struct SummaryCache: Sendable {
    struct Record: Codable, Sendable {
        var input: String
        var summary: DaySummary
    }

    let folder: URL
    /// The file operations (rebuilt when lost, so written without a flush).
    let fileSystem: FileSystem

    init(output: URL, fileSystem: FileSystem) {
        folder = DayManifest.stateFolder(for: output).appendingPathComponent("days")
        self.fileSystem = fileSystem
    }

    /// The summary of `day` recorded under `input`, or nil; without its search words
    /// (``DaySummary/searchBodiesKey``) unless `searchBodies`.
    func summary(of day: DigestDay, input: String, searchBodies: Bool = true) -> DaySummary? {
        let decoder = JSONDecoder()
        decoder.userInfo[DaySummary.searchBodiesKey] = searchBodies
        guard let data = try? fileSystem.read(file(day)),
              let record = try? decoder.decode(Record.self, from: data),
              record.input == input, record.summary.day == day else { return nil }
        return record.summary
    }

    /// Records summaries and forgets the days not in `days`. Best effort: a missing record
    /// only means the day is read next time.
    func save(_ records: [Record], days: [DigestDay]) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        for record in records {
            guard let data = try? encoder.encode(record) else { continue }
            try? fileSystem.replace(file(record.summary.day), with: data)
        }
        let known = Set(days.map { $0.isoText + ".json" })
        for name in ((try? fileSystem.entries(folder)) ?? nil) ?? [] where !known.contains(name) {
            try? fileSystem.remove(folder.appendingPathComponent(name))
        }
    }

    private func file(_ day: DigestDay) -> URL { folder.appendingPathComponent(day.isoText + ".json") }
}
