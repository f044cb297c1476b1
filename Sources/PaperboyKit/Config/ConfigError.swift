import PaperboyModels

/// A config file Paperboy cannot use, naming the file, the line and column, and the key.
public struct ConfigError: Error, CustomStringConvertible {
    /// The config file as the user named it.
    public var file: String
    /// 1-based line, when known.
    public var line: Int?
    /// 1-based column, when known.
    public var column: Int?
    /// Where in the document, like `sections[1].include[0]`; empty for the whole file.
    public var keyPath: String
    /// What is wrong.
    public var reason: String
    /// The YAML, decoding or file-system error this one wraps.
    public var underlying: (any Error)?

    /// Creates an error.
    public init(file: String, line: Int? = nil, column: Int? = nil, keyPath: String = "", reason: String, underlying: (any Error)? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.keyPath = keyPath
        self.reason = reason
        self.underlying = underlying
    }

    /// `file:line:column: keyPath: reason`, leaving out what is unknown.
    public var description: String {
        var text = ErrorLocation(file, line: line, column: column).description + ": "
        if !keyPath.isEmpty { text += keyPath + ": " }
        return text + reason
    }
}

extension ConfigError: PaperboyError {
    /// Where it happened.
    public var location: ErrorLocation? { ErrorLocation(file, line: line, column: column) }
    /// The error it wraps.
    public var cause: (any Error)? { underlying }
}
