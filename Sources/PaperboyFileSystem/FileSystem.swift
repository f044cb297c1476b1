import Foundation

/// Paperboy's one door to the disk: every byte a run reads or writes (the config, the theme,
/// the library, the archive, the site's staging folder and swap, the state and caches
/// beside them, the e-mail edition, the fetch cache, `init`, `eject` and `export`) goes
/// through these operations, as closures. No initialiser below the command line defaults
/// to one: the CLI passes ``disk``, a test passes ``disk`` or a double (one that "crashes"
/// after a number of operations proves that every interrupted run leaves a loadable,
/// consistent state; one that maps paths proves nothing bypasses the door).
///
/// No write flushes on its own. Durability comes from ``sync``, called a fixed number of
/// times per run at the points that need it: before a rename makes written files the
/// committed ones, and after it (see ``ArchiveTransaction`` and ``SiteStaging``).
public struct FileSystem: Sendable {
    /// The file's bytes, nil when it does not exist.
    public var read: @Sendable (URL) throws -> Data?
    /// Creates or truncates the file and writes all the bytes (not flushed: see ``sync``).
    public var write: @Sendable (Data, URL) throws -> Void
    /// Renames a file or folder over another atomically (a folder only onto a missing path).
    public var rename: @Sendable (URL, URL) throws -> Void
    /// Deletes a file; a missing file is not an error.
    public var remove: @Sendable (URL) throws -> Void
    /// Deletes a folder and everything in it (or a file); a missing one is not an error.
    public var removeTree: @Sendable (URL) throws -> Void
    /// Creates a folder and its parents; an existing folder is not an error.
    public var makeFolder: @Sendable (URL) throws -> Void
    /// Every file under a folder, as sorted `/`-separated relative paths; empty when the folder is missing.
    public var list: @Sendable (URL) throws -> [String]
    /// The names in a folder itself (files and folders), sorted; nil when it is missing or not a folder.
    public var entries: @Sendable (URL) throws -> [String]?
    /// What is at a path: a file with its size, a folder, or nil for nothing.
    public var info: @Sendable (URL) -> FileInfo?
    /// Makes a second name (the second URL) for an existing file (the first): a hard link.
    public var link: @Sendable (URL, URL) throws -> Void
    /// A token that changes whenever the file's bytes may have changed (size, modification
    /// time and inode on the disk), or nil when there is no such token; readers then read the file.
    public var stamp: @Sendable (URL) -> String?
    /// Flushes to the disk everything written so far on the file system that holds the
    /// path (`syncfs`, or `sync` where there is none): the one flush of a run's step.
    public var sync: @Sendable (URL) throws -> Void
    /// Takes an exclusive lock on a file (made when missing), held until the returned value
    /// is deallocated; throws ``LockRefusal`` when another process holds it.
    public var lock: @Sendable (URL) throws -> FileLock

    /// Creates a file system from its operations.
    public init(read: @escaping @Sendable (URL) throws -> Data?,
                write: @escaping @Sendable (Data, URL) throws -> Void,
                rename: @escaping @Sendable (URL, URL) throws -> Void,
                remove: @escaping @Sendable (URL) throws -> Void,
                removeTree: @escaping @Sendable (URL) throws -> Void,
                makeFolder: @escaping @Sendable (URL) throws -> Void,
                list: @escaping @Sendable (URL) throws -> [String],
                entries: @escaping @Sendable (URL) throws -> [String]?,
                info: @escaping @Sendable (URL) -> FileInfo?,
                link: @escaping @Sendable (URL, URL) throws -> Void,
                stamp: @escaping @Sendable (URL) -> String? = { _ in nil },
                sync: @escaping @Sendable (URL) throws -> Void,
                lock: @escaping @Sendable (URL) throws -> FileLock) {
        self.read = read
        self.write = write
        self.rename = rename
        self.remove = remove
        self.removeTree = removeTree
        self.makeFolder = makeFolder
        self.list = list
        self.entries = entries
        self.info = info
        self.link = link
        self.stamp = stamp
        self.sync = sync
        self.lock = lock
    }
}
