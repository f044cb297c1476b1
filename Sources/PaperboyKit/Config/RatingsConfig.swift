import Foundation

/// Where the reader's ratings live (`library: ratings:`) and the repository that holds
/// them (`library: repository:`, `library: branch:`), for the pages' links that propose
/// a new rating file there.
public struct RatingsConfig: Sendable, Hashable {
    /// The ratings folder, resolved against the config file's folder (default `ratings`).
    public var folder: URL
    /// The digest's GitHub repository, `owner/name`, when the config names one.
    public var repository: String?
    /// The repository's branch that ratings are proposed on (default `main`).
    public var branch: String

    /// The branch when the config names none.
    public static let defaultBranch = "main"
    /// The folder's name when the config names none.
    public static let defaultFolder = "ratings"

    /// Creates a ratings config.
    public init(folder: URL, repository: String? = nil, branch: String = RatingsConfig.defaultBranch) {
        self.folder = folder
        self.repository = repository
        self.branch = branch
    }

    /// True for `owner/name` as GitHub allows them: an owner of 1 to 39 letters, digits and
    /// inner hyphens; a name of 1 to 100 letters, digits, `.`, `-` and `_`, neither `.` nor `..`.
    public static func isRepository(_ text: String) -> Bool {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return false }
        let (owner, name) = (parts[0], parts[1])
        func ascii(_ c: Character, _ extra: String) -> Bool {
            c.isASCII && (c.isLetter || c.isNumber || extra.contains(c))
        }
        guard (1...39).contains(owner.count), owner.allSatisfy({ ascii($0, "-") }),
              owner.first != "-", owner.last != "-" else { return false }
        guard (1...100).contains(name.count), name.allSatisfy({ ascii($0, ".-_") }), name != ".", name != ".." else { return false }
        return true
    }
}
