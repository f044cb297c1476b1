/// One configured section.
public struct SectionConfig: Sendable, Hashable {
    /// The unique slug (`id:`, default: a slug of the title).
    public var id: String
    /// The heading shown on the page (`title:`, required).
    public var title: String
    /// The names of the sources feeding it (`sources:`), nil for all.
    public var sources: [String]?
    /// Keyword terms; an item is kept if any matches (`include:`, empty keeps all).
    public var include: [String]
    /// Keyword terms; an item is dropped if any matches (`exclude:`).
    public var exclude: [String]
    /// The most items shown (`limit:`), nil for no limit.
    public var limit: Int?

    /// Creates a section.
    public init(id: String, title: String, sources: [String]? = nil, include: [String] = [], exclude: [String] = [], limit: Int? = nil) {
        self.id = id
        self.title = title
        self.sources = sources
        self.include = include
        self.exclude = exclude
        self.limit = limit
    }
}
