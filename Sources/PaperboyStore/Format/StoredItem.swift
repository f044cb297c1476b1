import PaperboyModels

/// One item in a day file: the item, the sources that carried it and, for an
/// update, the version the archive knew before.
struct StoredItem: Codable, Hashable, Sendable {
    var item: Item
    /// Source names, sorted.
    var sources: [String]
    /// Updates only: the version known before this day (nil when unknown).
    var previousVersion: Int?
}
