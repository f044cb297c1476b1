import PaperboyModels

/// A digest with the counts of how it was made: what `--verbose` prints.
public struct TalliedDigest: Sendable {
    /// The digest.
    public var digest: Digest
    /// The records the archive holds for the day.
    public var records: Int
    /// Records dropped because an earlier record had the same id (dedupe; the first record wins).
    public var duplicates: Int
    /// One tally per section, in display order.
    public var sections: [SectionTally]

    /// Creates a tallied digest.
    public init(digest: Digest, records: Int, duplicates: Int, sections: [SectionTally]) {
        self.digest = digest
        self.records = records
        self.duplicates = duplicates
        self.sections = sections
    }
}
