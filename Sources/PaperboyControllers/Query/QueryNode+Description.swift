extension QueryNode: CustomStringConvertible {
    /// A fully parenthesised form that shows how the query was read:
    /// `AND(OR("language model*", llm), NOT(survey))`, scoped terms as `title:diffusion`.
    public var description: String {
        switch self {
        case .term(let term):
            let words = term.words.map { $0.text + ($0.isPrefix ? "*" : "") }
            let text = words.count == 1 ? words[0] : "\"" + words.joined(separator: " ") + "\""
            if term.scope == .all { return text }
            return term.scope.fields.map(\.name).joined(separator: "+") + ":" + text
        case .not(let operand): return "NOT(\(operand))"
        case .and(let operands): return "AND(" + operands.map(\.description).joined(separator: ", ") + ")"
        case .or(let operands): return "OR(" + operands.map(\.description).joined(separator: ", ") + ")"
        }
    }
}
