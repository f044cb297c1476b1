import Foundation
import PaperboyFileSystem
import PaperboyModels
import PaperboyServices

/// Reads the library's files: each named file, and the `.bib`, `.json`, `.ris` and
/// `.txt` files anywhere under each named folder (sorted by path), each read by the
/// reader its name (or, for a named file with another name, its first bytes) says.
public struct LibraryFiles: Sendable {
    /// What the files held.
    public struct Load: Sendable {
        /// Every entry read, in file order.
        public var entries: [LibraryEntry]
        /// Malformed entries, skipped.
        public var issues: [LibraryIssue]
        /// The files read.
        public var files: [URL]
    }

    /// The largest library file read: 64 MiB.
    static let maxBytes = 64 << 20

    /// Reads `paths` through `fileSystem`, naming files in messages relative to `base`.
    /// - Throws: ``ConfigError`` for a path that does not exist or a file that cannot be read.
    public static func load(_ paths: [URL], base: URL, fileSystem: FileSystem) throws -> Load {
        var load = Load(entries: [], issues: [], files: [])
        for path in paths {
            for (file, format) in try files(at: path, fileSystem: fileSystem) {
                let name = display(file, base: base)
                let data: Data
                do {
                    data = try fileSystem.read(file, limit: maxBytes)
                } catch {
                    throw ConfigError(file: name, reason: "cannot read the library file (\(error))")
                }
                let bytes = [UInt8](data)
                let result = (format ?? LibraryFormat(sniffing: bytes)).read(bytes, file: name)
                load.entries += result.entries
                load.issues += result.issues
                load.files.append(file)
            }
        }
        return load
    }

    /// The files under `path` and the format each name says (nil: sniff a named file).
    static func files(at path: URL, fileSystem: FileSystem) throws -> [(URL, LibraryFormat?)] {
        guard let info = fileSystem.info(path) else {
            throw ConfigError(file: path.path, reason: "no library file or folder here")
        }
        guard info.isFolder else { return [(path, LibraryFormat(fileName: path.lastPathComponent))] }
        let base = path.standardizedFileURL
        return try fileSystem.list(base).compactMap { relative in
            guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }),
                  let format = LibraryFormat(fileName: String(relative.split(separator: "/").last ?? "")) else { return nil }
            return (base.appendingPathComponent(relative), format)
        }
    }

    /// `path` relative to `base` when inside it.
    static func display(_ url: URL, base: URL) -> String {
        var prefix = base.standardizedFileURL.path
        if !prefix.hasSuffix("/") { prefix += "/" }
        let path = url.standardizedFileURL.path
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
