import Foundation
import PaperboyModels

/// Scores a section's candidates against the reader's library and records the reason
/// on each entry (``DigestEntry/library``); optionally keeps only those scoring at
/// least `minScore`, only the `top` best, and orders the section by the score
/// (ties: the keyword score, then the newer date, then the id).
public struct LibraryRank: ItemStage {
    /// `library`.
    public let name = "library"
    /// The scorer, shared by every section.
    public let scorer: LibraryScorer
    /// True to order the section by the library score (`sort: library`).
    public let sorts: Bool
    /// The least score kept (`min_score:`).
    public let minScore: Double?
    /// How many of the best-scoring items are kept (`top:`).
    public let top: Int?

    /// Creates the stage.
    public init(scorer: LibraryScorer, sorts: Bool, minScore: Double? = nil, top: Int? = nil) {
        self.scorer = scorer
        self.sorts = sorts
        self.minScore = minScore
        self.top = top
    }

    /// The candidates, annotated, filtered and (with ``sorts``) ordered.
    public func run(_ candidates: [Candidate], in context: StageContext) -> [Candidate] {
        let matches = scorer.matches(for: candidates.map(\.item), on: context.day)
        var kept: [Candidate] = []
        kept.reserveCapacity(candidates.count)
        for (candidate, match) in zip(candidates, matches) {
            var candidate = candidate
            candidate.entry.library = match
            if let minScore, (match?.score ?? 0) < minScore { continue }
            kept.append(candidate)
        }
        if let top, kept.count > top {
            let best = Set(kept.indices.sorted { Self.precedes(kept[$0], kept[$1]) }.prefix(top))
            kept = kept.indices.filter(best.contains).map { kept[$0] }
        }
        return sorts ? kept.sorted(by: Self.precedes) : kept
    }

    /// Library score, then keyword score, then the newer date, then the id.
    static func precedes(_ a: Candidate, _ b: Candidate) -> Bool {
        let sa = a.entry.library?.score ?? 0
        let sb = b.entry.library?.score ?? 0
        if sa != sb { return sa > sb }
        if a.entry.score != b.entry.score { return a.entry.score > b.entry.score }
        let da = a.item.published ?? a.item.updated ?? .distantPast
        let db = b.item.published ?? b.item.updated ?? .distantPast
        if da != db { return da > db }
        return a.item.id < b.item.id
    }
}
