/// How many candidates one stage of a section removed.
public struct StageTally: Hashable, Sendable {
    /// The stage's name (`categories`, `query`, `limit`).
    public var stage: String
    /// Candidates in, minus candidates out.
    public var removed: Int

    /// Creates a tally.
    public init(stage: String, removed: Int) {
        self.stage = stage
        self.removed = removed
    }
}
