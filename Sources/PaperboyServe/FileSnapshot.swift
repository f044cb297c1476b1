import Foundation

/// What the watched files look like now: size, modification time and inode of every file under
/// the watched paths (folders walked, hidden names skipped: editors' swap files and the
/// archive's `.lock`, which every render takes, must not trigger a render).
struct FileSnapshot: Equatable, Sendable {
    /// One file's stamp.
    struct Stamp: Equatable, Sendable {
        var size: UInt64
        var modified: Date
        var inode: UInt64
    }

    /// Path → stamp; a missing watched path is simply absent.
    var stamps: [String: Stamp] = [:]

    /// Takes a snapshot of `paths` (files or folders; missing ones are skipped).
    static func take(of paths: [URL]) -> FileSnapshot {
        var snapshot = FileSnapshot()
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path.path, isDirectory: &isDirectory) else { continue }
            guard isDirectory.boolValue else {
                snapshot.add(path.path)
                continue
            }
            let walker = manager.enumerator(at: path, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
            while let file = walker?.nextObject() as? URL {
                snapshot.add(file.path)
            }
        }
        return snapshot
    }

    /// The paths that differ from `other` (added, removed or changed), sorted.
    func changes(since other: FileSnapshot) -> [String] {
        let paths = Set(stamps.keys).union(other.stamps.keys)
        return paths.filter { stamps[$0] != other.stamps[$0] }.sorted()
    }

    private mutating func add(_ path: String) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              (attributes[.type] as? FileAttributeType) == .typeRegular else { return }
        stamps[path] = Stamp(size: (attributes[.size] as? NSNumber)?.uint64Value ?? 0,
                             modified: attributes[.modificationDate] as? Date ?? .distantPast,
                             inode: (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0)
    }
}
