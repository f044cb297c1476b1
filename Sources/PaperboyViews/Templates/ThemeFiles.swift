import Foundation
import PaperboyFileSystem

/// Lists the files of a theme folder.
enum ThemeFiles {
    /// Every regular file under `directory` as a `/`-separated relative path, sorted;
    /// hidden files and folders (`.DS_Store`, `.git`) are skipped.
    /// - Throws: ``TemplateError`` when `directory` is not a readable folder.
    static func relativePaths(in directory: URL, fileSystem: FileSystem) throws -> [String] {
        guard fileSystem.info(directory)?.isFolder == true else {
            throw TemplateError(file: directory.path, reason: "the templates folder does not exist")
        }
        do {
            return try fileSystem.list(directory).filter { path in !path.split(separator: "/").contains { $0.hasPrefix(".") } }
        } catch {
            throw TemplateError(file: directory.path, reason: "cannot list the folder", underlying: error)
        }
    }

    /// The bytes of a theme file.
    /// - Throws: ``TemplateError`` naming the file, with `what` it is (`the template`).
    static func read(_ file: URL, _ what: String, fileSystem: FileSystem) throws -> Data {
        let data: Data?
        do {
            data = try fileSystem.read(file)
        } catch {
            throw TemplateError(file: file.path, reason: "cannot read \(what)", underlying: error)
        }
        guard let data else { throw TemplateError(file: file.path, reason: "cannot read \(what): the file is missing") }
        return data
    }
}
