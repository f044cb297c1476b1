import PaperboyModels

/// A search query whose placeholders cannot be resolved.
public struct QueryTemplateError: Error, Sendable, CustomStringConvertible {
    /// The query as written.
    public var query: String
    /// What is wrong.
    public var reason: String

    /// Creates an error.
    public init(query: String, reason: String) {
        self.query = query
        self.reason = reason
    }

    /// The reason.
    public var description: String { reason }
}

extension QueryTemplateError: PaperboyError {
    /// Where it happened.
    public var location: ErrorLocation? { ErrorLocation("query \"\(query)\"") }
}
