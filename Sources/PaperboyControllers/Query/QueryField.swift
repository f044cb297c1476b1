/// The parts of an item a query term can look at.
///
/// A multi-valued field (authors, tags) keeps its values apart, so a phrase never
/// runs from one author's name into the next.
public enum QueryField: UInt8, CaseIterable, Hashable, Sendable {
    /// The title (a repository's `owner/name`).
    case title = 0
    /// The summary: an arXiv abstract, a repository's description, a post's summary.
    case abstract
    /// An arXiv paper's comment (`12 pages, accepted at …`).
    case comment
    /// Each author's name.
    case author
    /// Categories, a repository's topics and its language. Not a scope of its own:
    /// unscoped terms look here too, so `cs.CV` or `swift` find them.
    case tags

    /// The name used in reasons and in the query syntax (`title:`).
    public var name: String {
        switch self {
        case .title: return "title"
        case .abstract: return "abstract"
        case .comment: return "comment"
        case .author: return "author"
        case .tags: return "tags"
        }
    }
}

/// A set of ``QueryField``s a term looks in.
public struct QueryScope: OptionSet, Hashable, Sendable {
    /// Bit n set for the field with raw value n.
    public let rawValue: UInt8

    /// Creates a scope from its bits (bit n is the field with raw value n).
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The scope of one field.
    public init(_ field: QueryField) { rawValue = 1 << field.rawValue }

    /// `title:`.
    public static let title = QueryScope(.title)
    /// `abstract:`.
    public static let abstract = QueryScope(.abstract)
    /// `comment:`.
    public static let comment = QueryScope(.comment)
    /// `author:`.
    public static let author = QueryScope(.author)
    /// Categories, topics and language (part of every unscoped term).
    public static let tags = QueryScope(.tags)
    /// Every field: what an unscoped term searches.
    public static let all: QueryScope = [.title, .abstract, .comment, .author, .tags]

    /// The scopes a query may name, by their syntax (`title:`).
    static let named: [(name: String, scope: QueryScope)] = [
        ("title", .title), ("abstract", .abstract), ("author", .author), ("comment", .comment),
    ]

    /// The fields in the set, in ``QueryField`` order.
    public var fields: [QueryField] { QueryField.allCases.filter { contains(QueryScope($0)) } }
}
