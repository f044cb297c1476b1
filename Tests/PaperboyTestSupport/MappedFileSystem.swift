import Foundation
import PaperboyFileSystem

/// A file system that serves a folder that does not exist: every path under ``root`` (a
/// made-up absolute path) is read and written in ``folder`` on the real disk, and every
/// other path is refused and noted in ``strayPaths``. A run given only paths under ``root``
/// that finishes its work proves that each byte it read or wrote went through the door: a
/// read or write past it would find no such folder on the disk.
public final class MappedFileSystem: @unchecked Sendable {
    /// What the double throws for a path outside ``root``.
    public struct Stray: Error, CustomStringConvertible {
        /// The refused path.
        public let path: String
        /// What was asked of it.
        public var description: String { "a path the run was not given: \(path)" }
    }

    /// The made-up folder the run is given.
    public let root: URL
    /// Where its files really are.
    public let folder: URL
    private let lock = NSLock()
    private var strays: [String] = []
    private var touched: Set<String> = []

    /// Maps a new made-up root onto `folder`.
    public init(folder: URL) {
        self.folder = folder.standardizedFileURL
        root = URL(fileURLWithPath: "/paperboy-mapped-\(UUID().uuidString)", isDirectory: true)
    }

    /// `relative` under the made-up root: what a test hands the run.
    public func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }

    /// Paths outside ``root`` that the run asked for, in order.
    public var strayPaths: [String] { lock.withLock { strays } }
    /// Every path under ``root`` the run used, relative to it.
    public var touchedPaths: Set<String> { lock.withLock { touched } }

    private func real(_ url: URL) throws -> URL {
        let path = url.standardizedFileURL.path
        let base = root.path
        guard path == base || path.hasPrefix(base + "/") else {
            lock.withLock { strays.append(path) }
            throw Stray(path: path)
        }
        let relative = String(path.dropFirst(base.count)).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        lock.withLock { _ = touched.insert(relative) }
        return relative.isEmpty ? folder : folder.appendingPathComponent(relative)
    }

    /// The double's operations.
    public var fileSystem: FileSystem {
        let disk = FileSystem.disk
        return FileSystem(
            read: { try disk.read(self.real($0)) },
            write: { data, url in try disk.write(data, self.real(url)) },
            rename: { a, b in try disk.rename(self.real(a), self.real(b)) },
            remove: { try disk.remove(self.real($0)) },
            removeTree: { try disk.removeTree(self.real($0)) },
            makeFolder: { try disk.makeFolder(self.real($0)) },
            list: { try disk.list(self.real($0)) },
            entries: { try disk.entries(self.real($0)) },
            info: { url in (try? self.real(url)).flatMap(disk.info) },
            link: { a, b in try disk.link(self.real(a), self.real(b)) },
            stamp: { url in (try? self.real(url)).flatMap(disk.stamp) },
            sync: { try disk.sync(self.real($0)) },
            lock: { try disk.lock(self.real($0)) })
    }
}
