import PaperboyModels

/// Keeps items that match a ``Query``; each positive term that matched becomes a
/// reason (with the fields it matched in) and adds its weight to the score.
public struct QueryFilter: ItemStage {
    /// `query`, or `keywords` for the `include:`/`exclude:` lists.
    public let name: String
    /// The query.
    public let query: Query

    /// Creates the stage.
    public init(_ query: Query, name: String = "query") {
        self.query = query
        self.name = name
    }

    /// The query's terms.
    public var needs: TextNeeds { TextNeeds(terms: query.terms) }

    /// The candidates that match, annotated.
    public func run(_ candidates: [Candidate], in context: StageContext) -> [Candidate] {
        let matcher = QueryMatcher(query.root, vocabulary: context.vocabulary)
        var kept: [Candidate] = []
        kept.reserveCapacity(candidates.count)
        for var candidate in candidates {
            let outcome = matcher.evaluate(candidate.text)
            guard outcome.matches else { continue }
            for (term, fields) in outcome.matched {
                candidate.entry.addReason(MatchReason(.keyword, term.text, detail: fields.fields.map(\.name).joined(separator: ", ")))
                candidate.entry.score += context.weights.weight(of: fields)
            }
            kept.append(candidate)
        }
        return kept
    }
}
