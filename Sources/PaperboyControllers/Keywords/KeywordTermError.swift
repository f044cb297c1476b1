/// A keyword term that cannot match anything as written.
public struct KeywordTermError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The term as written.
    public var term: String
    /// Why it was refused.
    public var reason: String

    /// Creates an error.
    public init(term: String, reason: String) {
        self.term = term
        self.reason = reason
    }

    public var description: String { "invalid keyword term \"\(term)\": \(reason)" }
}
