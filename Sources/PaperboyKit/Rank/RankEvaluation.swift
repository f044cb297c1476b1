import Foundation
import PaperboyControllers
import PaperboyFileSystem
import PaperboyModels
import PaperboyStore

/// `paperboy rank --eval`: how well the library score finds what the reader went on to keep,
/// measured on the reader's own archive (the protocol of `Benchmarks/ranking/`).
///
/// The candidates are the library entries whose arXiv id the archive holds and the liked
/// (👍) items it holds, each dated by the day the archive first has it. The latest
/// ``RankOptions/holdout`` of them (latest day first, ties by id) are held out: one scorer is
/// built without any of them (their library entries and all their item ratings left out;
/// dislikes of other items stay). Each held-out item is ranked among its day's items, as
/// `paperboy rank` ranks a day, less the other candidates still in the scorer: those would
/// match themselves and crowd the top, which says nothing about the score.
public struct RankEvaluation: Sendable {
    /// One held-out item and where the ranking of its day put it.
    public struct HeldOut: Sendable, Hashable {
        /// The arXiv id for a paper (`2411.01234`), the item's id otherwise, as `paperboy rank` prints it.
        public var id: String
        /// The item's title in the archive.
        public var title: String
        /// The day the archive first holds it: the day ranked.
        public var day: DigestDay
        /// `library` (a library entry's id) or `liked` (a 👍 rating only).
        public var source: String
        /// Its place among the day's items, 1 for the best; nil when the day no longer holds it.
        public var rank: Int?
        /// How many items the day was ranked among, itself included.
        public var items: Int
    }

    /// The library entries and likes the archive holds, before holding any out.
    public var candidates: Int
    /// Library entries (and likes) left in the scorer, and entries skipped.
    public var entries: Int
    public var skipped: Int
    /// Malformed library entries and rating files, and ratings of items the archive does not hold, each with its file and line.
    public var issues: [String]
    /// The held-out items, latest day first (ties by id).
    public var heldOut: [HeldOut]

    /// The share of held-out items ranked in the top `k` of their day.
    public func recall(at k: Int) -> Double {
        heldOut.isEmpty ? 0 : Double(heldOut.filter { ($0.rank ?? .max) <= k }.count) / Double(heldOut.count)
    }

    /// The mean of 1/rank over the held-out items (0 for one not ranked).
    public var mrr: Double {
        heldOut.isEmpty ? 0 : heldOut.reduce(0) { sum, item in sum + (item.rank.map { 1 / Double($0) } ?? 0) } / Double(heldOut.count)
    }

    /// Holds out the latest entries of the library `options` names and ranks their days.
    /// - Throws: ``ConfigError`` for a bad config or library path; ``RankUsageError`` for a
    ///   hold-out under 1, an empty archive, or nothing to hold out; the archive's errors.
    public static func run(_ options: RankOptions) throws -> RankEvaluation {
        guard options.holdout >= 1 else { throw RankUsageError(description: "--holdout must be 1 or more, got \(options.holdout)") }
        let (config, paths) = try options.configAndLibrary()
        let archive = try Archive.open(at: config.data, for: .reading, fileSystem: options.fileSystem)
        let data = LibraryFiles.display(config.data, base: options.currentDirectory)
        guard !archive.days.isEmpty else {
            throw RankUsageError(description: "the archive in \(data) holds no day yet; run `paperboy fetch` first")
        }
        let days = archive.days.map { ($0, archive.fileSystem.stamp(archive.layout.dayFile($0))) }
        // The archive's id → first day, from the same cache the scorer reads (warm after the first run).
        let ids = try DocumentFrequencyCache(folder: config.cache.appendingPathComponent("library-df"), fileSystem: options.fileSystem)
            .frequencies(days: days, read: { try archive.day($0) }).ids
        let ratingFiles = config.ratingFiles(fileSystem: options.fileSystem)
        let ratings = ratingFiles.ratings
        let library = try LibraryFiles.load(paths, base: options.currentDirectory, fileSystem: options.fileSystem).entries
        let candidates = Self.candidates(library: library, ratings: ratings, ids: ids)
        guard !candidates.isEmpty else {
            throw RankUsageError(description: "nothing to hold out: no library entry (of \(library.count) read) has an arXiv id "
                + "the archive in \(data) holds, and no liked item is in it; --eval ranks the days the archive announced them")
        }
        let held = Array(candidates.prefix(options.holdout))
        let heldIDs = Set(held.map(\.id))
        let memo = ArchiveDayMemo(keeping: Set(held.map(\.day)), days: archive.days) { try archive.day($0) }
        let known = Set(candidates.dropFirst(held.count).map(\.id))
        let kept = ratings.filter { rating in
            guard case .item(let id) = rating.target else { return true }
            return !heldIDs.contains(id)
        }
        let setup = try LibrarySetup(paths: paths, scoring: config.library?.scoring ?? LibraryScoring(), base: options.currentDirectory,
                                     cacheFolder: config.cache, days: days, fileSystem: options.fileSystem, ratings: kept, excluding: heldIDs, read: memo.day)
        var results: [HeldOut] = []
        var ranked: [DigestDay: [(id: String, item: Item)]] = [:]
        for candidate in held {
            if ranked[candidate.day] == nil {
                ranked[candidate.day] = try Self.rank(memo.day(candidate.day), scorer: setup.scorer, leaving: known)
            }
            let day = ranked[candidate.day] ?? []
            let at = day.firstIndex { $0.item.id == candidate.id }
            let item = at.map { day[$0].item }
            results.append(HeldOut(id: item.flatMap { $0.paper?.arxivID.value } ?? candidate.id, title: item?.title ?? "",
                                   day: candidate.day, source: candidate.source, rank: at.map { $0 + 1 }, items: day.count))
        }
        return RankEvaluation(candidates: candidates.count, entries: setup.entryCount, skipped: setup.skippedCount,
                              issues: setup.issues(after: ratingFiles), heldOut: results)
    }

    /// A library entry or like the archive holds: its archive id, first day, and where it came from.
    struct Candidate: Hashable {
        var id: String
        var day: DigestDay
        var source: String
    }

    /// The library entries with an id the archive holds and the standing likes of archived
    /// items (an item both in the library and liked counts once, as `library`), latest day
    /// first, ties by id.
    static func candidates(library: [LibraryEntry], ratings: [Rating], ids: [String: String]) -> [Candidate] {
        var found: [String: Candidate] = [:]
        for entry in library {
            guard let id = entry.identity, found[id] == nil, let day = ids[id].flatMap(DigestDay.init) else { continue }
            found[id] = Candidate(id: id, day: day, source: "library")
        }
        for rating in Rating.latestItemRatings(ratings) where rating.verdict == .up {
            guard case .item(let id) = rating.target, found[id] == nil, let day = ids[id].flatMap(DigestDay.init) else { continue }
            found[id] = Candidate(id: id, day: day, source: "liked")
        }
        return found.values.sorted { $0.day != $1.day ? $0.day > $1.day : $0.id < $1.id }
    }

    /// The day's items (first of each id) less those in `leaving`, best first, ties by the
    /// id `paperboy rank` prints, with scores rounded as it rounds them: the same order.
    static func rank(_ archived: ArchiveDay, scorer: LibraryScorer, leaving: Set<String>) -> [(id: String, item: Item)] {
        var seen = Set<String>()
        let items = archived.items.map(\.item).filter { !leaving.contains($0.id) && seen.insert($0.id).inserted }
        let matches = scorer.matches(for: items, on: archived.day)
        let scored = zip(items, matches).map { item, match in
            (id: item.paper?.arxivID.value ?? item.id, item: item, score: ((match?.score ?? 0) * 1_000_000).rounded() / 1_000_000)
        }
        return scored.sorted { $0.score != $1.score ? $0.score > $1.score : $0.id < $1.id }.map { ($0.id, $0.item) }
    }
}
