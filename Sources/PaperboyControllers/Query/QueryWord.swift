/// One folded word of a query term.
public struct QueryWord: Hashable, Sendable, Comparable {
    /// The folded text (case, diacritics and width folded), without the `*`.
    public var text: String
    /// True when the term wrote `text*`: any word starting with ``text`` matches.
    public var isPrefix: Bool

    /// Creates a word from folded text.
    public init(text: String, isPrefix: Bool) {
        self.text = text
        self.isPrefix = isPrefix
    }

    public static func < (lhs: QueryWord, rhs: QueryWord) -> Bool {
        (lhs.text, lhs.isPrefix ? 1 : 0) < (rhs.text, rhs.isPrefix ? 1 : 0)
    }
}
