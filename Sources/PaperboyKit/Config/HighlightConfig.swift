import PaperboyControllers

/// One configured highlight: a badge put on matching items wherever they appear.
public struct HighlightConfig: Sendable, Hashable {
    /// The badge text (`label:`, required).
    public var label: String
    /// Names to watch (`authors:`).
    public var authors: [String]
    /// Keyword terms, any of (`keywords:`).
    public var keywords: [String]
    /// A boolean keyword query (`query:`).
    public var query: Query?

    /// Creates a highlight.
    public init(label: String, authors: [String] = [], keywords: [String] = [], query: Query? = nil) {
        self.label = label
        self.authors = authors
        self.keywords = keywords
        self.query = query
    }
}
