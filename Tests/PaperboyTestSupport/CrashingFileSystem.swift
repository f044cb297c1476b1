import Foundation
import PaperboyFileSystem

/// A file system that works like the disk until it has done `allowed` changing operations
/// (write, rename, remove, make folder, link, sync), then fails that one and everything
/// after: a process that died at that point, as far as the program can tell. With
/// `allowed: .max` it only counts: its ``log`` names every operation of a clean run and
/// ``syncs`` how many flushes it asked for. Its ``sync`` flushes nothing (the test cares
/// how often it is asked, not about power cuts).
public final class CrashingFileSystem: @unchecked Sendable {
    /// What the double throws once it has "crashed".
    public struct Crash: Error {}

    private let lock = NSLock()
    private var remaining: Int
    private var entries: [String] = []
    private var readNames: [String] = []

    /// Creates a double that lets `allowed` changing operations through.
    public init(allowed: Int) {
        remaining = allowed
    }

    /// True once an operation was refused.
    public var crashed: Bool { lock.withLock { remaining < 0 } }
    /// The changing operations done, in order (`write 26.json.tmp`, `rename a b`, `sync`).
    public var log: [String] { lock.withLock { entries } }
    /// The names of the files read, in order.
    public var reads: [String] { lock.withLock { readNames } }
    /// How many times ``FileSystem/sync`` was called.
    public var syncs: Int { log.filter { $0 == "sync" }.count }

    private func mutate(_ what: String, _ body: () throws -> Void) throws {
        try lock.withLock {
            remaining -= 1
            if remaining < 0 { throw Crash() }
            entries.append(what)
        }
        try body()
    }

    /// The double's operations.
    public var fileSystem: FileSystem {
        let disk = FileSystem.disk
        return FileSystem(
            read: { url in
                self.lock.withLock { self.readNames.append(url.lastPathComponent) }
                return try disk.read(url)
            },
            write: { data, url in try self.mutate("write \(url.lastPathComponent)") { try disk.write(data, url) } },
            rename: { a, b in try self.mutate("rename \(a.lastPathComponent) \(b.lastPathComponent)") { try disk.rename(a, b) } },
            remove: { url in try self.mutate("remove \(url.lastPathComponent)") { try disk.remove(url) } },
            removeTree: { url in try self.mutate("remove tree \(url.lastPathComponent)") { try disk.removeTree(url) } },
            makeFolder: { url in try self.mutate("make folder \(url.lastPathComponent)") { try disk.makeFolder(url) } },
            list: disk.list,
            entries: disk.entries,
            info: disk.info,
            link: { a, b in try self.mutate("link \(b.lastPathComponent)") { try disk.link(a, b) } },
            stamp: disk.stamp,
            sync: { _ in try self.mutate("sync") {} },
            lock: disk.lock)
    }
}
