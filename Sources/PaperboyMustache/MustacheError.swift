/// A template that cannot be loaded or rendered: which template, where (1-based
/// line and column, when known) and why.
public struct MustacheError: Error, CustomStringConvertible, Sendable, Equatable {
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

    /// `name:line:column: reason`.
    public var description: String {
        var location = template
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        return "\(location): \(reason)"
    }
}
