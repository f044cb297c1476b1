import PaperboyModels

/// An `include:` or `exclude:` entry that is not a valid term.
public struct QueryListError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `include` or `exclude`.
    public var list: String
    /// The entry's 0-based index.
    public var index: Int
    /// The problem, with its column inside the entry.
    public var error: QuerySyntaxError

    /// Creates an error.
    public init(list: String, index: Int, error: QuerySyntaxError) {
        self.list = list
        self.index = index
        self.error = error
    }

    public var description: String { "invalid keyword term \"\(error.query)\": \(error.message)" }
}

extension QueryListError: PaperboyError {
    /// Where it happened.
    public var location: ErrorLocation? { ErrorLocation("\(list)[\(index)]", line: 1, column: error.column) }
    /// What went wrong.
    public var reason: String { error.message }
}
