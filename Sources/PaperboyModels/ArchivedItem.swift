/// An item as the archive holds it for one day: the item, the sources that carried
/// it, and whether that day saw it first or saw a new version of it.
public struct ArchivedItem: Codable, Hashable, Sendable {
    /// The item (merged from every source that carried it that day).
    public var item: Item
    /// The names of the sources that carried it, sorted.
    public var sources: [String]
    /// True for a new arXiv version of a paper first seen on an earlier day.
    public var isUpdate: Bool
    /// For an update, the version the archive knew before, when known.
    public var previousVersion: Int?

    /// Creates an archived item.
    public init(item: Item, sources: [String], isUpdate: Bool = false, previousVersion: Int? = nil) {
        self.item = item
        self.sources = sources
        self.isUpdate = isUpdate
        self.previousVersion = previousVersion
    }
}
