import Foundation
import PaperboyModels

/// What a stage may know besides its candidates.
public struct StageContext: Sendable {
    /// The day the digest is being built for.
    public var day: DigestDay
    /// The zone digest days are counted in (date windows start at midnight there).
    public var timeZone: TimeZone
    /// The id of the section the stage runs in.
    public var sectionID: String
    /// Every word the digest's queries use.
    public var vocabulary: Vocabulary
    /// How matches add up to a score.
    public var weights: ScoreWeights
    let cache: FoldCache

    /// Creates a context whose vocabulary covers `stages`' terms (for running stages on their own).
    public init(day: DigestDay, timeZone: TimeZone = TimeZone(identifier: "UTC")!, sectionID: String = "section",
                stages: [any ItemStage] = [], weights: ScoreWeights = ScoreWeights()) {
        self.init(day: day, timeZone: timeZone, sectionID: sectionID,
                  vocabulary: Vocabulary(terms: stages.flatMap(\.needs.terms)), weights: weights, cache: FoldCache())
    }

    init(day: DigestDay, timeZone: TimeZone, sectionID: String, vocabulary: Vocabulary, weights: ScoreWeights, cache: FoldCache) {
        self.day = day
        self.timeZone = timeZone
        self.sectionID = sectionID
        self.vocabulary = vocabulary
        self.weights = weights
        self.cache = cache
    }

    /// Candidates for `items` with their text indexed against this context's vocabulary
    /// (author names included), as ``DigestBuilder`` makes them.
    public func candidates(_ items: [Item]) -> [Candidate] {
        let indexer = TextIndexer(vocabulary: vocabulary, cache: cache)
        return items.map { Candidate(entry: DigestEntry(item: $0), text: indexer.index($0, names: true)) }
    }
}
