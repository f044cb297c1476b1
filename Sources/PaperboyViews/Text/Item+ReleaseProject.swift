import PaperboyModels

extension Item {
    /// `owner/name` of the GitHub project a release belongs to, read from the release's own
    /// page (`https://github.com/OWNER/NAME/releases/tag/TAG`, the link of every entry of a
    /// `releases.atom` feed); nil for anything else. A release feed titles its entries with
    /// the tag alone (`v3.11.16`), which names no project once items of several feeds share
    /// a section.
    var releaseProject: String? {
        guard kind == .post, let url else { return nil }
        var rest = Substring(url)
        for scheme in ["https://", "http://"] where rest.hasPrefix(scheme) { rest = rest.dropFirst(scheme.count) }
        if rest.hasPrefix("www.") { rest = rest.dropFirst(4) }
        guard rest.hasPrefix("github.com/") else { return nil }
        let parts = rest.dropFirst("github.com/".count).split(separator: "/", maxSplits: 4, omittingEmptySubsequences: false)
        guard parts.count >= 5, parts[2] == "releases", parts[3] == "tag", !parts[4].isEmpty,
              Self.isProjectPart(parts[0]), Self.isProjectPart(parts[1]) else { return nil }
        return String(parts[0]) + "/" + String(parts[1])
    }

    /// The title every view shows (pages, feeds, e-mail, search): a release's title after its
    /// project (`python/cpython v3.11.16`), unless the title starts with the project's name
    /// already; any other item's title as it is.
    var displayTitle: String {
        guard let project = releaseProject else { return title }
        let name = project[project.index(after: project.firstIndex(of: "/")!)...]
        for known in [Substring(project), name] where Self.startsWithWord(title, known) { return title }
        return title.isEmpty ? project : project + " " + title
    }

    /// Letters, digits, `-`, `_` and `.`: what GitHub allows in an owner's and a repository's name.
    private static func isProjectPart(_ part: Substring) -> Bool {
        !part.isEmpty && part.utf8.allSatisfy { b in
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x2D || b == 0x5F || b == 0x2E
        }
    }

    /// True when `title` starts with `word` (ignoring case) followed by its end or a space.
    private static func startsWithWord(_ title: String, _ word: Substring) -> Bool {
        let head = title.utf8.prefix(word.utf8.count)
        guard head.count == word.utf8.count, String(decoding: head, as: UTF8.self).lowercased() == word.lowercased() else { return false }
        let next = title.utf8.dropFirst(word.utf8.count).first
        return next == nil || next == 0x20
    }
}
