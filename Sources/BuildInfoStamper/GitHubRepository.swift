import Foundation

/// A GitHub repository name, `owner/name`, as `GITHUB_REPOSITORY` gives it or taken from a
/// github.com remote URL.
enum GitHubRepository {
    /// `text` when it is `owner/name` (GitHub's characters only), else nil.
    static func name(_ text: String) -> String? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy(isNamePart) else { return nil }
        return text
    }

    /// `owner/name` from a github.com remote: `https://github.com/owner/name(.git)`,
    /// `ssh://git@github.com/owner/name.git`, `git://…` or `git@github.com:owner/name.git`;
    /// nil for any other host.
    static func fromRemote(_ url: String) -> String? {
        var path: Substring
        if let components = URLComponents(string: url), let scheme = components.scheme,
           ["https", "http", "ssh", "git"].contains(scheme.lowercased()) {
            guard components.host?.lowercased() == "github.com" else { return nil }
            path = Substring(components.path)
        } else if let colon = url.firstIndex(of: ":"), !url.contains("://") {
            // scp-like: [user@]github.com:owner/name.git
            let host = url[..<colon].split(separator: "@").last.map { $0.lowercased() }
            guard host == "github.com" else { return nil }
            path = url[url.index(after: colon)...]
        } else {
            return nil
        }
        path = path.drop { $0 == "/" }
        while path.hasSuffix("/") { path = path.dropLast() }
        if path.hasSuffix(".git") { path = path.dropLast(4) }
        return name(String(path))
    }

    private static func isNamePart(_ part: Substring) -> Bool {
        !part.isEmpty && part != "." && part != ".."
            && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }
    }
}
