import Foundation
import PaperboyModels

/// A project file `paperboy init` could not write.
public struct InitError: Error, CustomStringConvertible {
    /// The file as the user would type it.
    public var file: String
    /// The file-system error, nil when the file exists and must not be replaced.
    public var underlying: (any Error)?

    /// Creates an error for a failed write.
    public init(file: String, underlying: any Error) {
        self.file = file
        self.underlying = underlying
    }

    /// A config that exists: `init --from-opml` never writes beside one.
    public static func configExists(_ file: String) -> InitError {
        var error = InitError(file: file, underlying: CocoaError(.fileWriteFileExists))
        error.underlying = nil
        return error
    }

    /// `file: cannot write it (reason)`.
    public var description: String { "\(file): \(reason)" }
}

extension InitError: PaperboyError {
    /// Where it happened.
    public var location: ErrorLocation? { ErrorLocation(file) }
    /// What went wrong.
    public var reason: String {
        guard let underlying else { return "it exists; --from-opml writes a new config and never replaces one" }
        return "cannot write it (\(underlying.localizedDescription))"
    }
    /// The error it wraps.
    public var cause: (any Error)? { underlying }
}
