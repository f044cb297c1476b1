/// How one section of a built digest was filled: the candidates its sources offered,
/// what each stage removed, and how many items it shows.
///
/// The numbers add up: `candidates - sum(stages.removed) == shown`.
public struct SectionTally: Hashable, Sendable {
    /// The section's id.
    public var sectionID: String
    /// The names of the sources the section reads; nil for every source.
    public var sources: [String]?
    /// The day's distinct items the section's sources offered.
    public var candidates: Int
    /// One tally per stage, in the order the stages ran.
    public var stages: [StageTally]
    /// The items the section shows.
    public var shown: Int

    /// Creates a tally.
    public init(sectionID: String, sources: [String]? = nil, candidates: Int, stages: [StageTally], shown: Int) {
        self.sectionID = sectionID
        self.sources = sources
        self.candidates = candidates
        self.stages = stages
        self.shown = shown
    }
}
