import PaperboyModels

/// The items one source yielded for the day, with the record of the source itself.
public struct SourceItems: Sendable {
    /// What the digest's footer and run report say about the source.
    public var source: DigestSource
    /// The items in feed order.
    public var items: [Item]

    /// Creates a batch.
    public init(source: DigestSource, items: [Item]) {
        self.source = source
        self.items = items
    }
}
