import PaperboyModels

/// What one source yielded on a run: the record of the source and its items.
public struct ArchiveBatch: Sendable {
    /// The source (its name is what sections refer to).
    public var source: DigestSource
    /// The items in feed order.
    public var items: [Item]

    /// Creates a batch.
    public init(source: DigestSource, items: [Item]) {
        self.source = source
        self.items = items
    }
}
