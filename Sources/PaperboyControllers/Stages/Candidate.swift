import PaperboyModels

/// An item on its way through a section's stages: the entry being built and the
/// item's indexed text (shared by every section).
public struct Candidate: Sendable {
    /// The entry as the stages so far made it.
    public var entry: DigestEntry
    /// The item's indexed text.
    public let text: ItemText

    /// Creates a candidate.
    public init(entry: DigestEntry, text: ItemText) {
        self.entry = entry
        self.text = text
    }

    /// The item.
    public var item: Item { entry.item }
}
