import PaperboyModels

/// The folded words of every field keyword terms look at, computed once per item.
///
/// Each field is kept apart so that a phrase never matches across two fields
/// (the end of the title and the start of the summary, or two authors' names).
/// Fields: the title, the summary, each author's name, each category, and for
/// repositories each topic and the language.
struct ItemWords {
    /// Separates fields in the text folded in one call; folding leaves control characters alone.
    private static let fieldSeparator: Unicode.Scalar = "\u{1F}"

    let fields: [[String]]

    init(_ item: Item) {
        var parts = [item.title, item.summary]
        parts.reserveCapacity(2 + item.authors.count + item.categories.count)
        parts += item.authors.map(\.name)
        parts += item.categories
        if let repository = item.repository {
            parts += repository.topics
            if let language = repository.language { parts.append(language) }
        }
        let separator = String(Character(Self.fieldSeparator))
        fields = KeywordText.words(in: parts.joined(separator: separator), fieldSeparator: Self.fieldSeparator)
    }

    /// True when `term` occurs in any field.
    func contains(_ term: KeywordTerm) -> Bool {
        fields.contains { term.occurs(in: $0) }
    }
}
