/// A problem found while decoding or checking the config, before it has a line
/// and column: the loader locates it in the document and turns it into a ``ConfigError``.
struct ConfigIssue: Error {
    var path: ConfigPath
    var target: ConfigLocator.Target
    var reason: String
    var underlying: (any Error)?
    /// Where inside the value (0-based, in unicode scalars), for errors inside a query.
    var offset: Int?

    init(_ path: ConfigPath, _ reason: String, target: ConfigLocator.Target = .value, underlying: (any Error)? = nil,
         offset: Int? = nil) {
        self.path = path
        self.target = target
        self.reason = reason
        self.underlying = underlying
        self.offset = offset
    }
}
