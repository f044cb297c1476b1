/// One token of a query, with the 1-based column it starts at.
struct QueryToken: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case open, close
        case and, or, not
        /// `title:` and the like: scopes what follows.
        case field(QueryScope, name: String)
        /// A bare word (`diffusion`, `model*`, `self-supervised`) or a quoted phrase's inside.
        case text(String, quoted: Bool)
    }

    var kind: Kind
    var column: Int

    /// How the token reads in an error message.
    var shown: String {
        switch kind {
        case .open: return "("
        case .close: return ")"
        case .and: return "AND"
        case .or: return "OR"
        case .not: return "NOT"
        case .field(_, let name): return name + ":"
        case .text(let text, let quoted): return quoted ? "\"\(text)\"" : text
        }
    }
}
