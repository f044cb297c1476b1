import PaperboyModels

/// A project file `paperboy init` could not write.
public struct InitError: Error, CustomStringConvertible {
    /// The file as the user would type it.
    public var file: String
    /// The file-system error.
    public var underlying: any Error

    /// Creates an error.
    public init(file: String, underlying: any Error) {
        self.file = file
        self.underlying = underlying
    }

    /// `file: cannot write it (reason)`.
    public var description: String { "\(file): cannot write it (\(underlying.localizedDescription))" }
}

extension InitError: PaperboyError {
    /// Where it happened.
    public var location: ErrorLocation? { ErrorLocation(file) }
    /// What went wrong.
    public var reason: String { "cannot write it" }
    /// The error it wraps.
    public var cause: (any Error)? { underlying }
}
