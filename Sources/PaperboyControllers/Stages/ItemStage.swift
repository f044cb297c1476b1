import PaperboyModels

/// One step that turns a section's candidates into fewer, reordered or annotated ones.
///
/// Stages are small values run in order by ``DigestBuilder``: categories, the
/// query, the author watchlist, repository rules, date windows, sorting and a
/// limit. A stage never reads the disk, the network or the clock: what it needs
/// beyond the candidates arrives in the ``StageContext``. A stage that selects
/// items says why, by adding ``MatchReason``s, and may add to the score.
public protocol ItemStage: Sendable {
    /// A short name for logs and error messages (`query`, `limit`).
    var name: String { get }

    /// What the stage reads of an item's text, so the builder indexes it once for all stages.
    var needs: TextNeeds { get }

    /// Runs the stage, keeping the candidates' order unless the stage is about order.
    /// - Throws: whatever the stage cannot handle; ``DigestBuilder`` tags it with the stage and section.
    func run(_ candidates: [Candidate], in context: StageContext) throws -> [Candidate]
}

extension ItemStage {
    /// Most stages read no text.
    public var needs: TextNeeds { TextNeeds() }
}
