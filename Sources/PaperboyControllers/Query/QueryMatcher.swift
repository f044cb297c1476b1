/// A query bound to a ``Vocabulary``: tests items' ``ItemText`` and says which terms matched where.
struct QueryMatcher: Sendable {
    private indirect enum Node: Sendable {
        case term(Int)
        case not(Node)
        case and([Node])
        case or([Node])
    }

    private struct Bound: Sendable {
        let term: QueryTerm
        /// The words' ids; nil when a word is missing from the vocabulary (it cannot match).
        let ids: [Int32]?
    }

    private let root: Node
    private let terms: [Bound]

    /// Binds `root` to `vocabulary`, which must hold every word of its terms to find them.
    init(_ root: QueryNode, vocabulary: Vocabulary) {
        var terms: [Bound] = []
        func bind(_ node: QueryNode) -> Node {
            switch node {
            case .term(let term):
                var ids: [Int32]? = []
                for word in term.words {
                    guard let id = vocabulary.id(of: word) else { ids = nil; break }
                    ids?.append(id)
                }
                terms.append(Bound(term: term, ids: ids))
                return .term(terms.count - 1)
            case .not(let operand): return .not(bind(operand))
            case .and(let operands): return .and(operands.map(bind))
            case .or(let operands): return .or(operands.map(bind))
            }
        }
        self.root = bind(root)
        self.terms = terms
    }

    /// True when the item matches (no reasons collected: for highlights).
    func matches(_ text: ItemText) -> Bool {
        evaluate(text, collecting: false).matches
    }

    /// The outcome for one item: whether it matches, and each positive term (not under
    /// `NOT`) that matched, with the fields it matched in, in query order.
    func evaluate(_ text: ItemText, collecting: Bool = true) -> (matches: Bool, matched: [(term: QueryTerm, fields: QueryScope)]) {
        var memo = [QueryScope?](repeating: nil, count: terms.count)
        func scope(_ index: Int) -> QueryScope {
            if let known = memo[index] { return known }
            let bound = terms[index]
            let found = bound.ids.map { text.fields(matching: $0, in: bound.term.scope) } ?? []
            memo[index] = found
            return found
        }
        func test(_ node: Node) -> Bool {
            switch node {
            case .term(let index): return !scope(index).isEmpty
            case .not(let operand): return !test(operand)
            case .and(let operands): return operands.allSatisfy(test)
            case .or(let operands): return operands.contains(where: test)
            }
        }
        guard test(root) else { return (false, []) }
        guard collecting else { return (true, []) }
        var matched: [(term: QueryTerm, fields: QueryScope)] = []
        func collect(_ node: Node) {
            switch node {
            case .term(let index):
                let fields = scope(index)
                if !fields.isEmpty { matched.append((terms[index].term, fields)) }
            case .not: return
            case .and(let operands), .or(let operands): operands.forEach(collect)
            }
        }
        collect(root)
        return (true, matched)
    }
}
