/// A parsed boolean keyword query.
///
/// ```
/// ("language model*" OR LLM) AND NOT survey
/// title:(diffusion OR "score matching") author:hinton
/// ```
/// Operators are `AND`, `OR` and `NOT` in upper case (terms side by side mean AND),
/// with parentheses and quoted phrases; the same words bare in another case are an
/// error (quoted, `"or"` is a word to search for). `title:`, `abstract:`, `author:` and
/// `comment:` scope the term or group after them; an unscoped term looks in every
/// field (title, abstract, comment, authors, and categories, topics and language).
/// Matching follows ``QueryTerm``: whole words, folded case, diacritics and width.
public struct Query: Hashable, Sendable, CustomStringConvertible {
    /// The query as written.
    public let source: String
    /// The syntax tree.
    public let root: QueryNode

    /// Parses a query.
    /// - Throws: ``QuerySyntaxError`` with the 1-based column of the problem.
    public init(parsing source: String) throws(QuerySyntaxError) {
        let tokens = try QueryLexer(query: source).tokens()
        var parser = QueryParser(query: source, tokens: tokens)
        self.root = try parser.parse()
        self.source = source
    }

    /// The query the `include:` / `exclude:` lists stand for: any include term and no
    /// exclude term (`(a OR b) AND NOT (c OR d)`); nil when both are empty. Each
    /// entry is one term (a word or phrase, no operators), searching every field.
    /// - Throws: ``QuerySyntaxError`` whose column counts within the offending entry;
    ///   ``QueryListError`` says which list and entry.
    public init?(include: [String], exclude: [String]) throws(QueryListError) {
        func terms(_ list: [String], _ key: String) throws(QueryListError) -> [QueryNode] {
            var nodes: [QueryNode] = []
            for (index, text) in list.enumerated() {
                do {
                    nodes.append(.term(try QueryTerm(text)))
                } catch {
                    throw QueryListError(list: key, index: index, error: error)
                }
            }
            return nodes
        }
        let included = try terms(include, "include")
        let excluded = try terms(exclude, "exclude")
        var parts: [QueryNode] = []
        if !included.isEmpty { parts.append(included.count == 1 ? included[0] : .or(included)) }
        if !excluded.isEmpty { parts.append(.not(excluded.count == 1 ? excluded[0] : .or(excluded))) }
        guard !parts.isEmpty else { return nil }
        self.root = parts.count == 1 ? parts[0] : .and(parts)
        self.source = (include.map { "\"\($0)\"" }.joined(separator: " OR ").nonEmpty.map { "(\($0))" } ?? "")
            + (exclude.isEmpty ? "" : (include.isEmpty ? "" : " AND ") + "NOT (" + exclude.map { "\"\($0)\"" }.joined(separator: " OR ") + ")")
    }

    /// Every term, left to right.
    public var terms: [QueryTerm] { root.terms }

    public var description: String { source }
}

extension String {
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
