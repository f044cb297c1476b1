import PaperboyModels

/// A rating `paperboy rate` cannot write: the file or archive it concerns, and why.
public struct RateError: PaperboyError {
    /// The file or folder concerned, as the user would type it; nil when none.
    public var file: String?
    /// What is wrong.
    public var reason: String
    /// The error it wraps.
    public var cause: (any Error)?

    /// Creates an error.
    public init(file: String? = nil, reason: String, cause: (any Error)? = nil) {
        self.file = file
        self.reason = reason
        self.cause = cause
    }

    /// The file concerned.
    public var location: ErrorLocation? { file.map { ErrorLocation($0) } }

    /// `data/: no item arxiv:2411.99999 in the archive`.
    public var description: String { file.map { "\($0): \(reason)" } ?? reason }
}
