import PaperboyModels

/// A rating file Paperboy skips: its path, line and column when known, and why.
public struct RatingIssue: PaperboyError, Sendable, Equatable {
    /// The file as the user would type it.
    public var file: String
    /// 1-based line, when known.
    public var line: Int?
    /// 1-based column, when known.
    public var column: Int?
    /// What is wrong.
    public var reason: String

    /// Creates an issue.
    public init(file: String, line: Int? = nil, column: Int? = nil, reason: String) {
        self.file = file
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// The file, with its line and column as far as known.
    public var location: ErrorLocation? { ErrorLocation(file, line: line, column: column) }

    /// `ratings/2024-11-28-up-x.yml:3:7: reason`.
    public var description: String { "\(ErrorLocation(file, line: line, column: column)): \(reason)" }
}
