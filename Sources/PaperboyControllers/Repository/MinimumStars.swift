import PaperboyModels

/// Keeps repositories with at least `count` stars; papers and posts pass untouched.
public struct MinimumStars: ItemStage {
    /// `min_stars`.
    public let name = "min_stars"
    /// The least number of stars kept.
    public let count: Int

    /// Creates the stage.
    public init(_ count: Int) {
        self.count = count
    }

    /// The candidates with enough stars, with the count as the reason.
    public func run(_ candidates: [Candidate], in context: StageContext) -> [Candidate] {
        candidates.compactMap { candidate in
            guard let repository = candidate.item.repository else { return candidate }
            guard repository.stars >= count else { return nil }
            var candidate = candidate
            candidate.entry.addReason(MatchReason(.stars, String(repository.stars), detail: "at least \(count)"))
            return candidate
        }
    }
}
