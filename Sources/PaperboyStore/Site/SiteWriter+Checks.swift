import Foundation
import PaperboyModels

extension SiteWriter {
    /// Refuses paths that would escape the output folder or collide.
    func checkPaths(_ files: [SiteFile]) throws {
        var seen = Set<String>()
        for file in files {
            try Self.checkPath(file.path)
            guard seen.insert(file.path).inserted else {
                throw StoreError(path: file.path, reason: "two files have the same path")
            }
        }
    }

    /// Refuses a path that would escape the output folder or replace the marker: empty, absolute,
    /// with a backslash or NUL, or with an empty, `.` or `..` part. One pass over the bytes.
    static func checkPath(_ path: String) throws {
        var bad = path.isEmpty
        var part = 0, dots = 0
        for byte in path.utf8 where !bad {
            switch byte {
            case UInt8(ascii: "/"):
                bad = part == 0 || part == dots && dots <= 2
                part = 0
                dots = 0
            case UInt8(ascii: "\\"), 0: bad = true
            case UInt8(ascii: "."): part += 1; dots += 1
            default: part += 1
            }
        }
        if bad || part == 0 || part == dots && dots <= 2 {
            throw StoreError(path: path, reason: "not a relative path inside the site")
        }
        if path == markerFile { throw StoreError(path: path, reason: "the name is reserved for the site marker") }
    }

    /// Refuses to replace anything but a missing path, an empty folder or a folder holding the marker.
    func checkReplaceable(_ output: URL) throws {
        guard let info = fileSystem.info(output) else { return }
        guard info.isFolder else {
            throw StoreError(path: output.path, reason: "the output exists and is not a folder")
        }
        let contents: [String]
        do {
            contents = try fileSystem.entries(output) ?? []
        } catch {
            throw StoreError(path: output.path, reason: "cannot list the output folder", underlying: error)
        }
        if contents.isEmpty || contents.contains(Self.markerFile) { return }
        throw StoreError(
            path: output.path,
            reason: "the output folder is not empty and was not written by paperboy (no \(Self.markerFile) file); "
                + "choose another output or empty it first")
    }
}
