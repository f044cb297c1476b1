/// The syntax tree of a query.
public indirect enum QueryNode: Hashable, Sendable {
    /// A word or phrase in a scope.
    case term(QueryTerm)
    /// Matches when the operand does not.
    case not(QueryNode)
    /// Matches when every operand does (written `AND`, or terms side by side).
    case and([QueryNode])
    /// Matches when any operand does.
    case or([QueryNode])

    /// Every term in the tree, left to right.
    public var terms: [QueryTerm] {
        switch self {
        case .term(let term): return [term]
        case .not(let operand): return operand.terms
        case .and(let operands), .or(let operands): return operands.flatMap(\.terms)
        }
    }
}
