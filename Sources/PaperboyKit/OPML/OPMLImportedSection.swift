/// One section of a digest started from OPML: a top-level folder, or the feeds outside folders.
public struct OPMLImportedSection: Sendable, Equatable {
    /// The folder's title or text.
    public var title: String
    /// An explicit id, when the title's slug is empty or taken by an earlier section.
    public var id: String?
    /// The names of its sources, each once, in document order.
    public var sources: [String]

    /// Creates a section.
    public init(title: String, id: String? = nil, sources: [String] = []) {
        self.title = title
        self.id = id
        self.sources = sources
    }
}
