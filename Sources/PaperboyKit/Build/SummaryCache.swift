import Foundation
import PaperboyModels
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

    init(output: URL) {
        folder = DayManifest.stateFolder(for: output).appendingPathComponent("days")
    }

    /// The summary of `day` recorded under `input`, or nil; without its search words
    /// (``DaySummary/searchBodiesKey``) unless `searchBodies`.
    func summary(of day: DigestDay, input: String, searchBodies: Bool = true) -> DaySummary? {
        let decoder = JSONDecoder()
        decoder.userInfo[DaySummary.searchBodiesKey] = searchBodies
        guard let data = try? Data(contentsOf: file(day)),
              let record = try? decoder.decode(Record.self, from: data),
              record.input == input, record.summary.day == day else { return nil }
        return record.summary
    }

    /// Records summaries and forgets the days not in `days`. Best effort: a missing record
    /// only means the day is read next time.
    func save(_ records: [Record], days: [DigestDay]) {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        for record in records {
            guard let data = try? encoder.encode(record) else { continue }
            try? data.write(to: file(record.summary.day), options: .atomic)
        }
        let known = Set(days.map { $0.isoText + ".json" })
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where !known.contains(name) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    private func file(_ day: DigestDay) -> URL { folder.appendingPathComponent(day.isoText + ".json") }
}
