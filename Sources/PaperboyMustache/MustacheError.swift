import PaperboyModels

/// A template that cannot be loaded or rendered: which template, where (1-based
/// line and column, when known) and why.
public struct MustacheError: PaperboyError, Sendable, Equatable {
    /// The template's name, as the library knows it.
    public var template: String
    /// 1-based line, when known.
    public var line: Int?
    /// 1-based column (in Unicode scalars), when known.
    public var column: Int?
    /// What is wrong, in words.
    public var reason: String

    /// Creates an error.
    public init(template: String, line: Int? = nil, column: Int? = nil, reason: String) {
        self.template = template
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// The template with the line and column.
    public var location: ErrorLocation? { ErrorLocation(template, line: line, column: column) }

    /// `name:line:column: reason`.
    public var description: String { "\(ErrorLocation(template, line: line, column: column)): \(reason)" }
}
