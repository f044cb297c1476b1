import PaperboyModels

/// One step that turns a section's candidate items into fewer, or reordered, items.
///
/// Stages are small values run in order by ``DigestBuilder``: the keyword
/// filter, a limit, and later category and star filters, the query language and
/// ranking. A stage never reads the disk, the network or the clock: what it needs
/// beyond the items arrives in the ``StageContext``.
public protocol ItemStage: Sendable {
    /// A short name for logs and error messages (`keywords`, `limit`).
    var name: String { get }

    /// Runs the stage over `items`, keeping their order unless the stage is about order.
    /// - Throws: whatever the stage cannot handle; ``DigestBuilder`` tags it with the stage and section.
    func run(_ items: [Item], in context: StageContext) throws -> [Item]
}

/// What a stage may know besides its items.
public struct StageContext: Sendable {
    /// The day the digest is being built for.
    public var day: DigestDay
    /// The id of the section the stage runs in.
    public var sectionID: String

    /// Creates a context.
    public init(day: DigestDay, sectionID: String) {
        self.day = day
        self.sectionID = sectionID
    }
}
