import Foundation
import PaperboyControllers
import PaperboyFileSystem
import PaperboyModels
import PaperboyStore

/// Everything the library score needs, assembled: the library's entries (those
/// known only by an arXiv id the archive holds take its title and abstract), the
/// archive's document frequencies (``DocumentFrequencyCache``), the prepared index.
struct LibrarySetup {
    /// What the library files held.
    let load: LibraryFiles.Load
    /// The scorer over the prepared index.
    let scorer: LibraryScorer

    /// What `rank` and `rank --eval` print before their result: the rating files `ratings` skipped,
    /// then the library's malformed entries and ratings of items the archive lacks.
    func issues(after ratings: RatingsFolder.Load) -> [String] {
        ratings.warnings + load.issues.map(\.description)
    }

    /// Entries read and usable.
    var entryCount: Int { scorer.index.entries.count }
    /// Malformed entries, and entries with nothing to compare (an id the archive does not hold, a duplicate).
    var skippedCount: Int { load.issues.count + scorer.index.unusable }

    /// Assembles the library of `paths`, with the items `ratings` like and dislike, against the archive's `days`.
    /// - Parameters:
    ///   - excluding: Identities (`arxiv:2411.17807`) of library entries to leave out: the
    ///     entries `paperboy rank --eval` holds out (``RankEvaluation``).
    ///   - read: Reads an archived day (with its items' titles and summaries).
    /// - Throws: ``ConfigError`` for a missing or unreadable library file; the archive's error for an unreadable day.
    init(paths: [URL], scoring: LibraryScoring, base: URL, cacheFolder: URL, days: [(day: DigestDay, stamp: String?)], fileSystem: FileSystem,
         ratings: [Rating] = [], excluding: Set<String> = [], read: @escaping @Sendable (DigestDay) throws -> ArchiveDay) throws {
        let cache = DocumentFrequencyCache(folder: cacheFolder.appendingPathComponent("library-df"), fileSystem: fileSystem)
        // The library's files and the archive's counts, then the two indexes and the background, each pair at once.
        var (load, counts) = try ConcurrentJobs.both({ try LibraryFiles.load(paths, base: base, fileSystem: fileSystem) },
                                                     { try cache.frequencies(days: days, read: read) })
        if !excluding.isEmpty { load.entries.removeAll { $0.identity.map(excluding.contains) == true } }
        try Self.fill(&load.entries, ids: counts.ids, read: read)
        let rated = try Self.ratedEntries(ratings, ids: counts.ids, read: read)
        load.entries += rated.liked
        load.issues += rated.issues
        let frequencies = DocumentFrequencies(documents: counts.documents, terms: counts.terms)
        self.load = load
        let entries = load.entries
        var dislikedScoring = scoring
        dislikedScoring.authorBoost = 0
        let (index, others) = try ConcurrentJobs.both(
            { LibraryIndex(entries: entries, frequencies: frequencies, scoring: scoring) },
            { [dislikedScoring] in (LibraryIndex(entries: rated.disliked, frequencies: frequencies, scoring: dislikedScoring),
               scoring.learnedWeight > 0
                   ? LibraryBackground(try Self.background(days: days, read: read), frequencies: frequencies, scoring: scoring) : .empty) })
        scorer = LibraryScorer(index: index, disliked: others.0, background: others.1)
    }

    /// Gives entries that have only an arXiv id the title and abstract the archive holds for it.
    static func fill(_ entries: inout [LibraryEntry], ids: [String: String], read: (DigestDay) throws -> ArchiveDay) throws {
        var wanted: [String: [Int]] = [:]
        for (k, entry) in entries.enumerated() where !entry.hasText {
            guard let id = entry.arxivID, let day = ids["arxiv:" + id.value] else { continue }
            wanted[day, default: []].append(k)
        }
        for (text, indices) in wanted.sorted(by: { $0.key < $1.key }) {
            guard let day = DigestDay(text) else { continue }
            let items = Dictionary(try read(day).items.map { ($0.item.id, $0.item) }, uniquingKeysWith: { a, _ in a })
            for k in indices {
                guard let id = entries[k].identity, let item = items[id] else { continue }
                entries[k].title = item.title
                entries[k].abstract = item.summary
                if entries[k].authors.isEmpty { entries[k].authors = item.authors.map(\.name) }
            }
        }
    }
}

extension PaperboyConfig {
    /// The scorer for the digest's ranked sections: the config's library against the
    /// archive in `data:` (read without its lock, ``ArchiveReader``: the build holding it asks for this).
    /// - Throws: ``ConfigError`` when the config has no library or a file cannot be read;
    ///   ``StoreError`` for a day file that cannot be read.
    func libraryScorer(ratings: [Rating], fileSystem: FileSystem) throws -> LibraryScorer {
        guard let library else {
            throw ConfigError(file: file.path, reason: "a section ranks by the library, but there is no library:")
        }
        let archive = ArchiveReader(folder: data, fileSystem: fileSystem)
        return try LibrarySetup(paths: library.paths, scoring: library.scoring, base: file.deletingLastPathComponent(),
                                cacheFolder: cache, days: try archive.days(), fileSystem: fileSystem, ratings: ratings, read: archive.day).scorer
    }
}

extension PaperboyConfig {
    /// What a ranked digest depends on besides the archive and the config file: every
    /// library file's stamp (size, modification time, inode), in path order, then every
    /// rating file's; empty without a library. For the build's per-day input key, so a changed library
    /// re-renders the days it ranks.
    func libraryStamps(fileSystem: FileSystem) -> String {
        guard let library else { return "" }
        let files = (try? library.paths.flatMap { try LibraryFiles.files(at: $0, fileSystem: fileSystem).map(\.0) }) ?? []
        return (files.map { $0.path + "=" + (fileSystem.stamp($0) ?? "-") } + [ratingStamps(fileSystem: fileSystem)]).joined(separator: "\n")
    }
}
