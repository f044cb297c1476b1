import PaperboyModels

/// A query that does not parse, pointing at the column (1-based, in unicode scalars) of the problem.
public struct QuerySyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The query as written.
    public var query: String
    /// The 1-based column of the offending character or token; one past the end for "expected more".
    public var column: Int
    /// What is wrong.
    public var message: String

    /// Creates an error.
    public init(query: String, column: Int, message: String) {
        self.query = query
        self.column = column
        self.message = message
    }

    /// `column 12: expected a term after AND`.
    public var description: String { "column \(column): \(message)" }
}

extension QuerySyntaxError: PaperboyError {
    /// Where it happened.
    public var location: ErrorLocation? { ErrorLocation("query \"\(query)\"", line: 1, column: column) }
    /// What went wrong.
    public var reason: String { message }
}
