import Foundation

/// Lists the files of a theme folder.
enum ThemeFiles {
    /// Every regular file under `directory` as a `/`-separated relative path, sorted;
    /// hidden files and folders (`.DS_Store`, `.git`) are skipped.
    /// - Throws: ``TemplateError`` when `directory` is not a readable folder.
    static func relativePaths(in directory: URL) throws -> [String] {
        let fm = FileManager()
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw TemplateError(file: directory.path, reason: "the templates folder does not exist")
        }
        var paths: [String] = []
        try collect(directory, prefix: "", into: &paths, fm: fm)
        return paths.sorted()
    }

    private static func collect(_ folder: URL, prefix: String, into paths: inout [String], fm: FileManager) throws {
        let names: [String]
        do {
            names = try fm.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw TemplateError(file: folder.path, reason: "cannot list the folder", underlying: error)
        }
        for name in names where !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                try collect(url, prefix: prefix + name + "/", into: &paths, fm: fm)
            } else {
                paths.append(prefix + name)
            }
        }
    }
}
