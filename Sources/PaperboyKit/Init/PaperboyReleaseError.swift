import PaperboyModels

/// Why `paperboy init` cannot name the Paperboy release its workflow downloads.
public enum PaperboyReleaseError: PaperboyError, Equatable {
    /// `--paperboy-repository` is not `OWNER/NAME`.
    case badRepository(String)
    /// The binary's version is not a semantic version.
    case badVersion(String)

    /// An option or the binary, not a file: no place.
    public var location: ErrorLocation? { nil }
    /// The whole message.
    public var reason: String { description }

    /// One line, saying what to do.
    public var description: String {
        switch self {
        case .badRepository(let text):
            "--paperboy-repository must be a GitHub repository written OWNER/NAME, got '\(text)'"
        case .badVersion(let text):
            "this paperboy binary's version '\(text)' is not a release version (X.Y.Z): the workflow cannot download it"
        }
    }
}
