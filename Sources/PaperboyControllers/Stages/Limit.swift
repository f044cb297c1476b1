import PaperboyModels

/// Keeps the first `count` candidates.
public struct Limit: ItemStage {
    /// `limit`.
    public let name = "limit"
    /// The most items to keep; zero keeps none.
    public let count: Int

    /// Creates a limit; a negative count keeps nothing.
    public init(_ count: Int) {
        self.count = max(0, count)
    }

    /// The first ``count`` candidates.
    public func run(_ candidates: [Candidate], in context: StageContext) -> [Candidate] {
        Array(candidates.prefix(count))
    }
}
