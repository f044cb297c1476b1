/// What this binary was built from: its version, commit and the repository its releases come from.
///
/// Written at build time by the StampBuildInfo plugin (`Plugins/StampBuildInfo`): the version
/// from `VERSION` at the package root, the commit from the git checkout, the repository from
/// `GITHUB_REPOSITORY` or a github.com `origin` remote. Nothing generated is committed.
public struct BuildInfo: Sendable, Equatable {
    /// The semantic version (`0.4.0`).
    public var version: String
    /// The commit the binary was built from (the full id, 40 hex digits), when the build knew it.
    public var commit: String?
    /// The GitHub repository (`owner/name`) whose releases carry this binary, when the build knew it.
    public var repository: String?

    /// The running binary's.
    public static let current = stamp

    /// The commit's first seven hex digits (`0a8c2b5`), the way `git rev-parse --short` shows it in a small repository.
    public var shortCommit: String? { commit.map { String($0.prefix(7)) } }

    /// One line for `paperboy --version`: `paperboy 0.4.0 (commit 0a8c2b5)`, or
    /// `paperboy 0.4.0 (commit unknown)` for a build outside a git checkout.
    public var versionLine: String { "paperboy \(version) (commit \(shortCommit ?? "unknown"))" }
}
