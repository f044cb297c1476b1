/// A recursive-descent parser over ``QueryToken``s.
///
/// ```
/// query   = or
/// or      = and { "OR" and }
/// and     = unary { ["AND"] unary }        (side by side means AND)
/// unary   = "NOT" unary | primary
/// primary = "(" or ")" | field ":" primary | word | "phrase"
/// ```
/// `NOT` binds tightest, then `AND`, then `OR`. A field scope applies to the term
/// or parenthesised group right after it and cannot be nested in another.
struct QueryParser {
    /// Deeper nesting than this is refused rather than risking the stack on a hostile config.
    static let maxDepth = 64

    let query: String
    let tokens: [QueryToken]
    private var index = 0
    private var depth = 0

    init(query: String, tokens: [QueryToken]) {
        self.query = query
        self.tokens = tokens
    }

    mutating func parse() throws(QuerySyntaxError) -> QueryNode {
        guard !tokens.isEmpty else { throw error(1, "the query is empty") }
        let node = try parseOr(scope: nil)
        if let extra = peek {
            // parseAnd consumes everything that can start an operand, so only `)` is left over.
            throw error(extra.column, extra.kind == .close ? "unexpected ')' with no '(' before it" : "unexpected \(extra.shown)")
        }
        return node
    }

    private var peek: QueryToken? { index < tokens.count ? tokens[index] : nil }
    /// Just past the last word (trailing spaces and a block scalar's final newline left out).
    private var endColumn: Int {
        let scalars = Array(query.unicodeScalars)
        let last = scalars.lastIndex { !$0.properties.isWhitespace } ?? -1
        return last + 2
    }

    private func error(_ column: Int, _ message: String) -> QuerySyntaxError {
        QuerySyntaxError(query: query, column: column, message: message)
    }

    private mutating func parseOr(scope: QueryScope?) throws(QuerySyntaxError) -> QueryNode {
        var operands = [try parseAnd(scope: scope)]
        while let token = peek, token.kind == .or {
            index += 1
            try requireOperand(after: token)
            operands.append(try parseAnd(scope: scope))
        }
        return operands.count == 1 ? operands[0] : .or(operands)
    }

    private mutating func parseAnd(scope: QueryScope?) throws(QuerySyntaxError) -> QueryNode {
        var operands = [try parseUnary(scope: scope)]
        while let token = peek {
            if token.kind == .and {
                index += 1
                try requireOperand(after: token)
            } else if !startsOperand(token) {
                break
            }
            operands.append(try parseUnary(scope: scope))
        }
        return operands.count == 1 ? operands[0] : .and(operands)
    }

    private mutating func parseUnary(scope: QueryScope?) throws(QuerySyntaxError) -> QueryNode {
        guard let token = peek, token.kind == .not else { return try parsePrimary(scope: scope) }
        index += 1
        try requireOperand(after: token)
        return .not(try nested { (parser: inout QueryParser) throws(QuerySyntaxError) in try parser.parseUnary(scope: scope) })
    }

    private mutating func parsePrimary(scope: QueryScope?) throws(QuerySyntaxError) -> QueryNode {
        guard let token = peek else { throw error(endColumn, "expected a term") }
        index += 1
        switch token.kind {
        case .open:
            if peek?.kind == .close { throw error(token.column, "empty parentheses") }
            let node = try nested { (parser: inout QueryParser) throws(QuerySyntaxError) in try parser.parseOr(scope: scope) }
            guard peek?.kind == .close else { throw error(token.column, "this '(' is never closed") }
            index += 1
            return node
        case .field(let fieldScope, let name):
            if scope != nil { throw error(token.column, "a field scope cannot sit inside another (\(name): inside a scoped group)") }
            guard let next = peek, next.kind == .open || Self.isText(next) else {
                throw error(peek?.column ?? endColumn, "expected a term or ( after \(name):")
            }
            return try parsePrimary(scope: fieldScope)
        case .text(let text, let quoted):
            if quoted, text.unicodeScalars.allSatisfy(\.properties.isWhitespace) { throw error(token.column, "empty phrase") }
            let term = try QueryTerm(text, scope: scope ?? .all, column: token.column + (quoted ? 1 : 0), in: query)
            return .term(term)
        case .close:
            throw error(token.column, "unexpected ')'")
        case .and, .or:
            throw error(token.column, "\(token.shown) needs a term before it")
        case .not:
            throw error(token.column, "unexpected NOT")
        }
    }

    /// Throws unless something that can start an operand follows `op`.
    private func requireOperand(after op: QueryToken) throws(QuerySyntaxError) {
        guard let next = peek else { throw error(endColumn, "expected a term after \(op.shown)") }
        guard startsOperand(next) else { throw error(next.column, "expected a term after \(op.shown), found \(next.shown)") }
    }

    private func startsOperand(_ token: QueryToken) -> Bool {
        switch token.kind {
        case .open, .not, .field, .text: return true
        case .close, .and, .or: return false
        }
    }

    private static func isText(_ token: QueryToken) -> Bool {
        if case .text = token.kind { return true }
        return false
    }

    private mutating func nested(_ body: (inout QueryParser) throws(QuerySyntaxError) -> QueryNode) throws(QuerySyntaxError) -> QueryNode {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maxDepth else {
            throw error(peek?.column ?? endColumn, "the query nests deeper than \(Self.maxDepth) levels")
        }
        return try body(&self)
    }
}
