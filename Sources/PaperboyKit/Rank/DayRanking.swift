import Foundation
import PaperboyControllers
import PaperboyFileSystem
import PaperboyModels
import PaperboyStore

/// `paperboy rank`: scores a day's archived items against the library, for tuning
/// `min_score:` and `top:` and for the ranking evaluation.
public struct DayRanking: Sendable {
    /// The day ranked.
    public var day: DigestDay
    /// Library entries used and entries skipped (malformed, nothing to compare, duplicates).
    public var entries: Int
    public var skipped: Int
    /// Malformed library entries and rating files, and ratings of items the archive does not hold, each with its file and line.
    public var issues: [String]
    /// The items, best first (ties by id).
    public var items: [RankedItem]

    /// Ranks the day `options` names.
    /// - Throws: ``ConfigError`` for a bad config or library path; ``RankUsageError`` for an
    ///   unknown section or an empty archive; the archive's errors.
    public static func run(_ options: RankOptions) throws -> DayRanking {
        let (config, paths) = try options.configAndLibrary()
        if let section = options.section, !config.sections.contains(where: { $0.id == section }) {
            throw RankUsageError(description: "no section has the id \"\(section)\" (sections: \(config.sections.map(\.id).joined(separator: ", ")))")
        }
        let archive = try Archive.open(at: config.data, for: .reading, fileSystem: options.fileSystem)
        if let date = options.date, DigestDay(date) == nil { throw RankUsageError(description: "not a date: \(date)") }
        guard let day = options.date.flatMap(DigestDay.init) ?? archive.days.last else {
            throw RankUsageError(description: "the archive in \(config.data.path) holds no day yet; run `paperboy fetch` first")
        }
        let days = archive.days.map { ($0, archive.fileSystem.stamp(archive.layout.dayFile($0))) }
        let memo = ArchiveDayMemo(keeping: [day], days: archive.days) { try archive.day($0) }
        let (ratingFiles, archived) = try ConcurrentJobs.both({ config.ratingFiles(fileSystem: options.fileSystem) }, { try memo.day(day) })
        let ratings = ratingFiles.ratings
        let setup = try LibrarySetup(paths: paths, scoring: config.library?.scoring ?? LibraryScoring(), base: options.currentDirectory,
                                     cacheFolder: config.cache, days: days, fileSystem: options.fileSystem, ratings: ratings, read: memo.day)
        let digest = try config.digestBuilder(scorer: setup.scorer, ratings: ratings).build(archived)
        var sections: [String: [String]] = [:]
        for section in digest.sections {
            for entry in section.entries where sections[entry.item.id]?.last != section.id {
                sections[entry.item.id, default: []].append(section.id)
            }
        }
        var seen = Set<String>()
        let items: [Item]
        if let id = options.section, let section = digest.sections.first(where: { $0.id == id }) {
            items = section.entries.map(\.item).filter { seen.insert($0.id).inserted }
        } else {
            items = archived.items.map(\.item).filter { seen.insert($0.id).inserted }
        }
        let matches = setup.scorer.matches(for: items, on: day)
        var ranked = zip(items, matches).map { item, match in
            RankedItem(id: item.paper?.arxivID.value ?? item.id, title: item.title,
                       score: ((match?.score ?? 0) * 1_000_000).rounded() / 1_000_000, rank: 0,
                       sections: sections[item.id] ?? [], match: match)
        }
        ranked.sort { $0.score != $1.score ? $0.score > $1.score : $0.id < $1.id }
        for k in ranked.indices { ranked[k].rank = k + 1 }
        if let limit = options.limit { ranked = Array(ranked.prefix(max(0, limit))) }
        return DayRanking(day: day, entries: setup.entryCount, skipped: setup.skippedCount, issues: setup.issues(after: ratingFiles), items: ranked)
    }

    /// The whole result as one JSON object (keys in a fixed order, one line).
    public var json: String {
        "{\"day\":\"\(day.isoText)\",\"library\":{\"entries\":\(entries),\"skipped\":\(skipped)},\"items\":["
            + items.map(\.json).joined(separator: ",") + "]}\n"
    }

    /// A table for people: rank, score, id, title, and the closest entry with the shared terms.
    public var table: String {
        var out = "\(day.isoText): \(items.count) item\(items.count == 1 ? "" : "s") against \(entries) library entr\(entries == 1 ? "y" : "ies")"
        out += skipped > 0 ? " (\(skipped) skipped)\n" : "\n"
        // Columns line up: scores to 4 places, right-aligned; ids padded to the longest (at most 40).
        let scores = items.map { RankedItem.fixed($0.score, places: 4) }
        let scoreWidth = scores.map(\.count).max() ?? 0
        let idWidth = min(40, items.map(\.id.count).max() ?? 0)
        func pad(_ text: String, _ width: Int, left: Bool) -> String {
            let fill = String(repeating: " ", count: max(0, width - text.count))
            return left ? fill + text : text + fill
        }
        for (item, score) in zip(items, scores) {
            let title = item.title.count > 70 ? String(item.title.prefix(69)) + "\u{2026}" : item.title
            out += pad(String(item.rank), 4, left: true) + "  " + pad(score, scoreWidth, left: true)
            out += "  " + pad(item.id, idWidth, left: false) + "  " + title + "\n"
            if let match = item.match {
                var why = match.closestTitle.isEmpty ? [] : [(match.closestRating == .up ? "liked: " : "") + match.closestTitle
                    + (match.terms.isEmpty ? "" : " [" + match.terms.joined(separator: ", ") + "]")]
                if let disliked = match.dislikedTitle { why.append("disliked: " + disliked) }
                out += "      \u{21B3} " + why.joined(separator: "; ") + "\n"
            }
        }
        return out
    }
}
