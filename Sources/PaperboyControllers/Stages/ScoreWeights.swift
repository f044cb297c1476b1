/// How much each kind of match adds to an entry's score, so the most relevant items lead a section.
///
/// A query term adds the weight of every field it matched in (a term in the title
/// and the abstract adds 3 + 1); a watched author adds ``watchedAuthor`` each; a
/// highlight rule that applies adds ``highlight``. Terms under `NOT` add nothing.
public struct ScoreWeights: Hashable, Sendable {
    /// A term in the title.
    public var title: Int
    /// A term in the abstract (a repository's description, a post's summary).
    public var abstract: Int
    /// A term in an arXiv comment.
    public var comment: Int
    /// A term in an author's name.
    public var author: Int
    /// A term in the categories, topics or language.
    public var tags: Int
    /// Each watched author on the item (section `authors:`).
    public var watchedAuthor: Int
    /// Each highlight rule that applies to the item.
    public var highlight: Int

    /// Creates weights; the defaults favour titles and watched authors.
    public init(title: Int = 3, abstract: Int = 1, comment: Int = 1, author: Int = 2, tags: Int = 1,
                watchedAuthor: Int = 5, highlight: Int = 2) {
        self.title = title
        self.abstract = abstract
        self.comment = comment
        self.author = author
        self.tags = tags
        self.watchedAuthor = watchedAuthor
        self.highlight = highlight
    }

    /// The weight of a match in `fields`: the sum over the fields.
    public func weight(of fields: QueryScope) -> Int {
        fields.fields.reduce(0) { total, field in
            switch field {
            case .title: return total + title
            case .abstract: return total + abstract
            case .comment: return total + comment
            case .author: return total + author
            case .tags: return total + tags
            }
        }
    }
}
