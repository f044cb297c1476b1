import Foundation

/// A git checkout read straight from its files, without running git: the commit `HEAD`
/// points to and the URL of the `origin` remote.
struct GitCheckout {
    /// The checkout's own git folder (`.git`, or the folder a worktree's `.git` file names).
    let own: URL
    /// The folder holding the shared refs, packed-refs and config (the same one outside a worktree).
    let common: URL

    /// The checkout at `root`, or nil when `root` holds no `.git`.
    init?(root: URL) {
        let dotGit = root.appendingPathComponent(".git")
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dotGit.path, isDirectory: &isFolder) else { return nil }
        var own = dotGit
        if !isFolder.boolValue {
            guard let text = Self.read(dotGit), text.hasPrefix("gitdir:") else { return nil }
            own = Self.resolve(String(text.dropFirst(7)), against: root)
        }
        self.own = own.standardizedFileURL
        self.common = (Self.read(own.appendingPathComponent("commondir")).map { Self.resolve($0, against: own) } ?? own).standardizedFileURL
    }

    /// The full id of the commit checked out, or nil when `HEAD` names a branch with no commit yet.
    var commit: String? {
        guard var text = Self.read(own.appendingPathComponent("HEAD")) else { return nil }
        // A symbolic ref may name another one; five steps is more than git itself makes.
        for _ in 0..<5 {
            if Self.isObjectID(text) { return text.lowercased() }
            guard text.hasPrefix("ref:") else { return nil }
            let ref = text.dropFirst(4).trimmingCharacters(in: .whitespaces)
            guard let next = Self.read(own.appendingPathComponent(ref)) ?? Self.read(common.appendingPathComponent(ref))
                    ?? packedRefs[ref] else { return nil }
            text = next
        }
        return nil
    }

    /// The `url` of `[remote "origin"]` in the config, when there is one.
    var originURL: String? {
        guard let config = Self.read(common.appendingPathComponent("config")) else { return nil }
        var inOrigin = false
        for line in config.split(whereSeparator: \.isNewline) {
            let line = line.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("[") {
                inOrigin = line.replacingOccurrences(of: " ", with: "") == "[remote\"origin\"]"
            } else if inOrigin, let equals = line.firstIndex(of: "="),
                      line[..<equals].trimmingCharacters(in: .whitespaces).lowercased() == "url" {
                return line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    /// `packed-refs`: ref name → object id (peeled `^` lines and comments skipped).
    var packedRefs: [String: String] {
        guard let text = Self.read(common.appendingPathComponent("packed-refs")) else { return [:] }
        var refs: [String: String] = [:]
        for line in text.split(whereSeparator: \.isNewline) where !line.hasPrefix("#") && !line.hasPrefix("^") {
            let fields = line.split(separator: " ", maxSplits: 1)
            if fields.count == 2 { refs[String(fields[1])] = String(fields[0]) }
        }
        return refs
    }

    /// A SHA-1 or SHA-256 object id.
    static func isObjectID(_ text: String) -> Bool {
        (text.count == 40 || text.count == 64) && text.allSatisfy(\.isHexDigit)
    }

    /// The file's text without surrounding white space, or nil when it cannot be read.
    static func read(_ file: URL) -> String? {
        (try? String(contentsOf: file, encoding: .utf8)).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    }

    private static func resolve(_ path: String, against folder: URL) -> URL {
        let path = path.trimmingCharacters(in: .whitespacesAndNewlines)
        return path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
    }
}
