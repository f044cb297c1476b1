import PaperboyModels

extension LibraryRank {
    /// Where one candidate stood against the stage's cut-off (`paperboy explain`).
    public struct Standing: Sendable, Hashable {
        /// Its library score.
        public var score: Double
        /// Its place (1-based) among the candidates ordered by the library score.
        public var rank: Int
        /// How many candidates the stage was given.
        public var of: Int
        /// The least score kept (`min_score:`).
        public var minScore: Double?
        /// How many of the best are kept (`top:`).
        public var top: Int?
        /// The score of the last candidate kept; nil when none was.
        public var lowestKept: Double?
    }

    /// The standing of the candidate with `itemID` among `candidates`, scored as ``run(_:in:)`` scores them.
    public func standing(of itemID: String, among candidates: [Candidate], on day: DigestDay) -> Standing? {
        let matches = scorer.matches(for: candidates.map(\.item), on: day)
        var scored = candidates
        for i in scored.indices { scored[i].entry.library = matches[i] }
        let ordered = scored.sorted(by: Self.precedes)
        guard let place = ordered.firstIndex(where: { $0.item.id == itemID }) else { return nil }
        var kept = ordered.filter { minScore == nil || ($0.entry.library?.score ?? 0) >= minScore! }
        if let top { kept = Array(kept.prefix(top)) }
        return Standing(score: ordered[place].entry.library?.score ?? 0, rank: place + 1, of: ordered.count,
                        minScore: minScore, top: top, lowestKept: kept.last.map { $0.entry.library?.score ?? 0 })
    }
}
