/// The Paperboy release a new digest's workflow downloads: a GitHub repository and a version,
/// written once at the top of the workflow (`PAPERBOY_REPOSITORY`, `PAPERBOY_VERSION`).
public struct PaperboyRelease: Sendable, Equatable {
    /// `owner/name` on GitHub; nil when nobody said which repository publishes the release
    /// (a binary built from a clone without a github.com `origin`, and no `--paperboy-repository`):
    /// the workflow is written with `PAPERBOY_REPOSITORY` empty, for the user to fill in.
    public var repository: String?
    /// The semantic version (`0.4.0`); the release's tag is `v` and the version.
    public var version: String

    /// Checks and creates a release.
    /// - Throws: ``PaperboyReleaseError`` when the repository is not `OWNER/NAME` or the version is not `X.Y.Z`.
    public init(repository: String?, version: String) throws {
        if let repository, !Self.isRepository(repository) { throw PaperboyReleaseError.badRepository(repository) }
        guard Self.isVersion(version) else { throw PaperboyReleaseError.badVersion(version) }
        self.repository = repository
        self.version = version
    }

    /// The release of the running binary: its own version, from `repository` (`--paperboy-repository`)
    /// or else the repository the binary was built from; with neither, no repository (``repository`` is nil).
    /// - Throws: ``PaperboyReleaseError`` for a malformed repository or version.
    public static func resolve(repository: String?, buildInfo: BuildInfo = .current) throws -> PaperboyRelease {
        let name = repository ?? buildInfo.repository
        return try PaperboyRelease(repository: name?.isEmpty == true ? nil : name, version: buildInfo.version)
    }

    /// The release archive's file name: `paperboy-0.4.0-linux-x86_64.tar.gz`.
    public var archiveName: String { "paperboy-\(version)-linux-x86_64.tar.gz" }

    /// GitHub's rules: an owner of letters, digits and single hyphens; a name of letters,
    /// digits, `-`, `_` and `.` (not `.` or `..`).
    static func isRepository(_ text: String) -> Bool {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let owner = parts.first, let name = parts.last else { return false }
        let ownerOK = (1...39).contains(owner.count) && owner.utf8.allSatisfy { isAlphanumeric($0) || $0 == UInt8(ascii: "-") }
            && owner.first != "-" && owner.last != "-"
        let nameOK = (1...100).contains(name.count) && name != "." && name != ".."
            && name.utf8.allSatisfy { isAlphanumeric($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") }
        return ownerOK && nameOK
    }

    /// `X.Y.Z`, optionally with a pre-release or build suffix of letters, digits, `.` and `-`.
    static func isVersion(_ text: String) -> Bool {
        let core = text.prefix { $0 != "-" && $0 != "+" }
        let numbers = core.split(separator: ".", omittingEmptySubsequences: false)
        guard numbers.count == 3, numbers.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }) else { return false }
        let suffix = text.dropFirst(core.count)
        return suffix.isEmpty || (suffix.count > 1 && suffix.dropFirst().utf8.allSatisfy {
            isAlphanumeric($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+")
        })
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }
}
