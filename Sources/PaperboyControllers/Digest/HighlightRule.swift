import PaperboyModels
import PaperboyText

/// A highlight: a badge put on an item wherever it appears, when one of the rule's
/// authors wrote it or one of its queries matches. A highlighted entry also gains
/// ``ScoreWeights/highlight``, so it leads its sections.
public struct HighlightRule: Hashable, Sendable {
    /// The badge text (`Watched author`).
    public var label: String
    /// Names to watch, compared as ``PersonName``s.
    public var authors: [PersonName]
    /// Queries, any of which applies the badge (keywords are a query of their own).
    public var queries: [Query]

    /// Creates a rule.
    public init(label: String, authors: [String] = [], queries: [Query] = []) {
        self.label = label
        self.authors = authors.map(PersonName.init)
        self.queries = queries
    }
}
