/// Splits a query into tokens, counting columns in unicode scalars as YAML does.
///
/// Whitespace separates tokens; `(`, `)` and `"` are tokens of their own; `AND`,
/// `OR` and `NOT` (upper case) are operators; a bare word with a colon after a
/// field name (`title:`) is a scope. Anything else is text for a term, except the
/// operators in any other case (`or`, `Not`): an error, since `"language model*" or llm`
/// would silently require all three words.
struct QueryLexer {
    let query: String

    func tokens() throws(QuerySyntaxError) -> [QueryToken] {
        let scalars = Array(query.unicodeScalars)
        var tokens: [QueryToken] = []
        var i = 0
        while i < scalars.count {
            let s = scalars[i]
            let column = i + 1
            if s.properties.isWhitespace {
                i += 1
            } else if s == "(" {
                tokens.append(QueryToken(kind: .open, column: column))
                i += 1
            } else if s == ")" {
                tokens.append(QueryToken(kind: .close, column: column))
                i += 1
            } else if s == "\"" {
                guard let end = scalars[(i + 1)...].firstIndex(of: "\"") else {
                    throw QuerySyntaxError(query: query, column: column, message: "this quote is never closed")
                }
                tokens.append(QueryToken(kind: .text(text(scalars[(i + 1)..<end]), quoted: true), column: column))
                i = end + 1
            } else {
                var end = i
                while end < scalars.count, !Self.endsBareWord(scalars[end]) { end += 1 }
                let word = scalars[i..<end]
                if let colon = word.firstIndex(of: ":"), colon > i {
                    let name = text(scalars[i..<colon])
                    guard let scope = QueryScope.named.first(where: { $0.name == name })?.scope else {
                        let known = QueryScope.named.map { $0.name + ":" }.joined(separator: ", ")
                        throw QuerySyntaxError(query: query, column: column,
                                               message: "unknown field \"\(name):\" (fields: \(known); quote the text to search for a colon)")
                    }
                    tokens.append(QueryToken(kind: .field(scope, name: name), column: column))
                    i = colon + 1
                    continue
                }
                tokens.append(QueryToken(kind: try keyword(text(word), column: column), column: column))
                i = end
            }
        }
        return tokens
    }

    private func text(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    private static func endsBareWord(_ s: Unicode.Scalar) -> Bool {
        s.properties.isWhitespace || s == "(" || s == ")" || s == "\""
    }

    private func keyword(_ word: String, column: Int) throws(QuerySyntaxError) -> QueryToken.Kind {
        switch word {
        case "AND": return .and
        case "OR": return .or
        case "NOT": return .not
        default:
            let upper = word.uppercased()
            guard upper == "AND" || upper == "OR" || upper == "NOT" else { return .text(word, quoted: false) }
            throw QuerySyntaxError(query: query, column: column,
                                   message: "\"\(word)\" is not an operator: write \(upper) (operators are upper case), "
                                       + "or quote it (\"\(word)\") to search for the word")
        }
    }
}
