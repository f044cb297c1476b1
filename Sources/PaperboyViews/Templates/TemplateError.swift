import PaperboyModels

/// A template that cannot be loaded or rendered, naming the file and, when
/// known, the line and column.
public struct TemplateError: Error, CustomStringConvertible {
    /// The template file (as the user named it), or the template name when it has no file.
    public var file: String
    /// 1-based line, when known.
    public var line: Int?
    /// 1-based column, when known.
    public var column: Int?
    /// What is wrong.
    public var reason: String
    /// The error this one wraps (the template engine's error, a file-system error).
    public var underlying: (any Error)?

    /// Creates an error.
    public init(file: String, line: Int? = nil, column: Int? = nil, reason: String, underlying: (any Error)? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.reason = reason
        self.underlying = underlying
    }

    public var description: String {
        "\(ErrorLocation(file, line: line, column: column)): \(reason)"
    }
}

extension TemplateError: PaperboyError {
    /// Where it happened.
    public var location: ErrorLocation? { ErrorLocation(file, line: line, column: column) }
    /// The error it wraps.
    public var cause: (any Error)? { underlying }
}
