import PaperboyModels

/// Drops every item whose ``Item/id`` was already seen earlier in the list, so an
/// item that two sources both carry appears once in a section. The first wins,
/// which keeps the order of sources as the order of preference.
public struct UniqueItems: ItemStage {
    /// `unique`.
    public let name = "unique"

    /// Creates the stage.
    public init() {}

    /// The items without repeats, in order.
    public func run(_ items: [Item], in context: StageContext) -> [Item] {
        var seen = Set<String>()
        seen.reserveCapacity(items.count)
        return items.filter { seen.insert($0.id).inserted }
    }
}
