import PaperboyModels

/// Keeps the first `count` items.
public struct Limit: ItemStage {
    /// `limit`.
    public let name = "limit"
    /// The most items to keep; zero keeps none.
    public let count: Int

    /// Creates a limit; a negative count keeps nothing.
    public init(_ count: Int) {
        self.count = max(0, count)
    }

    /// The first ``count`` items.
    public func run(_ items: [Item], in context: StageContext) -> [Item] {
        Array(items.prefix(count))
    }
}
