import PaperboyModels

/// Keeps items that match any include term and no exclude term.
///
/// With no include terms every item is a candidate; exclude terms always win.
/// Matching rules are those of ``KeywordTerm``: whole words and phrases, case-,
/// diacritic- and width-insensitive, no stemming, `word*` for prefixes, over the
/// title, summary, author names, categories, and a repository's topics and language.
public struct KeywordFilter: ItemStage {
    /// `keywords`.
    public let name = "keywords"
    /// An item is kept if any of these matches (or if there are none).
    public let include: [KeywordTerm]
    /// An item is dropped if any of these matches.
    public let exclude: [KeywordTerm]

    /// Creates a filter from parsed terms.
    public init(include: [KeywordTerm], exclude: [KeywordTerm]) {
        self.include = include
        self.exclude = exclude
    }

    /// Creates a filter from terms as written.
    /// - Throws: ``KeywordTermError`` for the first term that cannot match anything.
    public init(include: [String] = [], exclude: [String] = []) throws {
        self.init(include: try include.map(KeywordTerm.init), exclude: try exclude.map(KeywordTerm.init))
    }

    /// True when the filter does nothing.
    public var isEmpty: Bool { include.isEmpty && exclude.isEmpty }

    /// True when `item` passes the filter.
    public func accepts(_ item: Item) -> Bool {
        if isEmpty { return true }
        let words = ItemWords(item)
        if exclude.contains(where: words.contains) { return false }
        return include.isEmpty || include.contains(where: words.contains)
    }

    /// Keeps the items ``accepts(_:)`` accepts, in order.
    public func run(_ items: [Item], in context: StageContext) -> [Item] {
        isEmpty ? items : items.filter(accepts)
    }
}
