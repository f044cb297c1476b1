/// A source that could not be read, naming the source and (inside the parse error) the file, line and column.
public struct SourceError: Error, CustomStringConvertible {
    /// The source's name in the config.
    public var source: String
    /// The feed file as the user would type it.
    public var file: String
    /// What went wrong.
    public var reason: String
    /// The parse stage's error, when there is one.
    public var underlying: (any Error)?

    /// Creates an error.
    public init(source: String, file: String, reason: String, underlying: (any Error)? = nil) {
        self.source = source
        self.file = file
        self.reason = reason
        self.underlying = underlying
    }

    /// `source "name": reason` where the reason starts with `file:line:column`.
    public var description: String { "source \"\(source)\": \(reason)" }
}
