/// Why `paperboy init` cannot name the Paperboy release its workflow downloads.
public enum PaperboyReleaseError: Error, Equatable, CustomStringConvertible {
    /// The binary was built without knowing its GitHub repository and none was given.
    case noRepository(version: String)
    /// `--paperboy-repository` is not `OWNER/NAME`.
    case badRepository(String)
    /// The binary's version is not a semantic version.
    case badVersion(String)

    /// One line, saying what to do.
    public var description: String {
        switch self {
        case .noRepository(let version):
            "this paperboy binary does not know which GitHub repository publishes its releases: "
                + "pass --paperboy-repository OWNER/NAME (the repository whose release v\(version) has "
                + "paperboy-\(version)-linux-x86_64.tar.gz)"
        case .badRepository(let text):
            "--paperboy-repository must be a GitHub repository written OWNER/NAME, got '\(text)'"
        case .badVersion(let text):
            "this paperboy binary's version '\(text)' is not a release version (X.Y.Z): the workflow cannot download it"
        }
    }
}
