/// What a stage reads of items' text: the query terms it matches, and whether it compares author names.
public struct TextNeeds: Hashable, Sendable {
    /// Terms whose words must be in the vocabulary.
    public var terms: [QueryTerm]
    /// True when the stage reads ``ItemText/authorNames``.
    public var authorNames: Bool

    /// Creates needs; the default is none.
    public init(terms: [QueryTerm] = [], authorNames: Bool = false) {
        self.terms = terms
        self.authorNames = authorNames
    }
}
