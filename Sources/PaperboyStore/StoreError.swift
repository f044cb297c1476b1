import PaperboyModels

/// Why the archive or the site could not be opened, read or written, naming the file. A
/// failed site write leaves the previous site as it was; a failed archive write, the archive.
public struct StoreError: Error, CustomStringConvertible {
    /// The file or folder involved (absolute; the caller may rewrite it for display).
    public var path: String
    /// What went wrong.
    public var reason: String
    /// The file-system or decoding error, when there is one.
    public var underlying: (any Error)?

    /// Creates an error.
    public init(path: String, reason: String, underlying: (any Error)? = nil) {
        self.path = path
        self.reason = reason
        self.underlying = underlying
    }

    /// `path: reason (underlying)`.
    public var description: String {
        if let underlying { return "\(path): \(reason) (\(underlying))" }
        return "\(path): \(reason)"
    }
}

extension StoreError: PaperboyError {
    /// Where it happened.
    public var location: ErrorLocation? { ErrorLocation(path) }
    /// The error it wraps.
    public var cause: (any Error)? { underlying }
}
