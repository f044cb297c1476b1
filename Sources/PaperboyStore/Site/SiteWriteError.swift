import PaperboyModels

/// Why the site could not be written; the previous site is left as it was.
public struct SiteWriteError: Error, CustomStringConvertible {
    /// The file or folder involved.
    public var path: String
    /// What went wrong.
    public var reason: String
    /// The file-system error, when there is one.
    public var underlying: (any Error)?

    /// Creates an error.
    public init(path: String, reason: String, underlying: (any Error)? = nil) {
        self.path = path
        self.reason = reason
        self.underlying = underlying
    }

    public var description: String {
        if let underlying { return "\(path): \(reason) (\(underlying.localizedDescription))" }
        return "\(path): \(reason)"
    }
}

extension SiteWriteError: PaperboyError {
    /// Where it happened.
    public var location: ErrorLocation? { ErrorLocation(path) }
    /// The error it wraps.
    public var cause: (any Error)? { underlying }
}
