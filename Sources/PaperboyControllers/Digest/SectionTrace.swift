import PaperboyModels

/// What one section did with one item: why it is, or is not, shown there.
public struct SectionTrace: Sendable {
    /// How the item fared in the section.
    public enum Outcome: Hashable, Sendable {
        /// None of the sources that carried the item feeds the section.
        case notOffered
        /// The stage at `stage` (an index into the plan's stages) removed it; it was at
        /// `position` (0-based) of the `of` candidates that stage was given.
        case removed(stage: Int, position: Int, of: Int)
        /// The section shows it at `position` (0-based) of `of` items.
        case shown(position: Int, of: Int)
    }

    /// The section's id.
    public var sectionID: String
    /// How the item fared.
    public var outcome: Outcome
    /// The entry as the stages left it, with the reasons and score gathered so far; nil when not offered.
    public var entry: DigestEntry?
    /// For a query or keywords stage that removed it: the terms of that query found in the item,
    /// wherever they stand in it (a term under `NOT` included), as written.
    public var termsFound: [String]
    /// For the library stage that removed it: its score and rank against the stage's cut-off.
    public var libraryStanding: LibraryRank.Standing?
    /// For the mute stage that removed it: the mute.
    public var mute: Rating?

    /// Creates a trace.
    public init(sectionID: String, outcome: Outcome, entry: DigestEntry? = nil, termsFound: [String] = [],
                libraryStanding: LibraryRank.Standing? = nil, mute: Rating? = nil) {
        self.sectionID = sectionID
        self.outcome = outcome
        self.entry = entry
        self.termsFound = termsFound
        self.libraryStanding = libraryStanding
        self.mute = mute
    }
}
