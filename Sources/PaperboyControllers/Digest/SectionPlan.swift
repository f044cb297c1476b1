import PaperboyModels

/// How to fill one section of the digest: which sources feed it and which stages
/// its candidates pass through, in order.
public struct SectionPlan: Sendable {
    /// The section's slug, unique within the digest.
    public var id: String
    /// The heading shown on the page.
    public var title: String
    /// The names of the sources whose items the section considers; nil for every source.
    public var sources: [String]?
    /// The stages, in order.
    public var stages: [any ItemStage]
    /// How pages show the section's replaced papers.
    public var replacements: ReplacementMode
    /// How pages lay out the section's items.
    public var layout: SectionLayout

    /// Creates a plan.
    public init(id: String, title: String, sources: [String]? = nil, stages: [any ItemStage] = [],
                replacements: ReplacementMode = .show, layout: SectionLayout = .full) {
        self.id = id
        self.title = title
        self.sources = sources
        self.stages = stages
        self.replacements = replacements
        self.layout = layout
    }
}
