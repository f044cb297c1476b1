import PaperboyModels

/// Why one item is, or is not, in each section of a day's digest (`paperboy explain`).
public struct ItemTrace: Sendable {
    /// The item's id.
    public var itemID: String
    /// How many records of the id the day holds; all but the first are dropped by dedupe.
    public var records: Int
    /// The sources that carried the record used.
    public var sources: [String]
    /// The entry before any section's stages (highlight badges and their score included).
    public var entry: DigestEntry
    /// One trace per section, in display order.
    public var sections: [SectionTrace]

    /// Creates a trace.
    public init(itemID: String, records: Int, sources: [String], entry: DigestEntry, sections: [SectionTrace]) {
        self.itemID = itemID
        self.records = records
        self.sources = sources
        self.entry = entry
        self.sections = sections
    }
}
