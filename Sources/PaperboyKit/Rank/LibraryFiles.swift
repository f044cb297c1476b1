import Foundation
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

    /// Reads `paths`, naming files in messages relative to `base`.
    /// - Throws: ``ConfigError`` for a path that does not exist or a file that cannot be read.
    public static func load(_ paths: [URL], base: URL) throws -> Load {
        var load = Load(entries: [], issues: [], files: [])
        for path in paths {
            for (file, format) in try files(at: path) {
                let name = display(file, base: base)
                let data: Data
                do {
                    data = try BoundedFile.read(file, limit: maxBytes)
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
    static func files(at path: URL) throws -> [(URL, LibraryFormat?)] {
        var isFolder: ObjCBool = false
        guard FileManager().fileExists(atPath: path.path, isDirectory: &isFolder) else {
            throw ConfigError(file: path.path, reason: "no library file or folder here")
        }
        guard isFolder.boolValue else { return [(path, LibraryFormat(fileName: path.lastPathComponent))] }
        guard let walker = FileManager().enumerator(at: path, includingPropertiesForKeys: [.isRegularFileKey],
                                                    options: [.skipsHiddenFiles]) else { return [] }
        var found: [(URL, LibraryFormat?)] = []
        for case let url as URL in walker {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
                  let format = LibraryFormat(fileName: url.lastPathComponent) else { continue }
            found.append((url.standardizedFileURL, format))
        }
        return found.sorted { $0.0.path < $1.0.path }
    }

    /// `path` relative to `base` when inside it.
    static func display(_ url: URL, base: URL) -> String {
        var prefix = base.standardizedFileURL.path
        if !prefix.hasSuffix("/") { prefix += "/" }
        let path = url.standardizedFileURL.path
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
