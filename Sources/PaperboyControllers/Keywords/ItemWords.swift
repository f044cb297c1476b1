import PaperboyModels

/// The folded words of every field keyword terms look at, computed once per item.
///
/// Each field is kept apart so that a phrase never matches across two fields
/// (the end of the title and the start of the summary, or two authors' names).
/// Fields: the title, the summary, each author's name, each category, and for
/// repositories each topic and the language.
struct ItemWords {
    let fields: [[String]]

    init(_ item: Item) {
        var fields: [[String]] = []
        fields.reserveCapacity(2 + item.authors.count + item.categories.count)
        fields.append(KeywordText.words(in: item.title))
        fields.append(KeywordText.words(in: item.summary))
        for author in item.authors { fields.append(KeywordText.words(in: author.name)) }
        for category in item.categories { fields.append(KeywordText.words(in: category)) }
        if let repository = item.repository {
            for topic in repository.topics { fields.append(KeywordText.words(in: topic)) }
            if let language = repository.language { fields.append(KeywordText.words(in: language)) }
        }
        self.fields = fields
    }

    /// True when `term` occurs in any field.
    func contains(_ term: KeywordTerm) -> Bool {
        fields.contains { term.occurs(in: $0) }
    }
}
