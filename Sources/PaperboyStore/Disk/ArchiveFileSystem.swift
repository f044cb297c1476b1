import Foundation

/// The file operations the archive uses, as closures: the disk by default, a
/// double in tests (one that "crashes" after a number of operations proves that
/// every interrupted transaction leaves a loadable, unchanged archive).
public struct ArchiveFileSystem: Sendable {
    /// The file's bytes, nil when it does not exist.
    public var read: @Sendable (URL) throws -> Data?
    /// Creates or truncates the file, writes all the bytes and flushes them to the disk (`fsync`).
    public var writeDurably: @Sendable (Data, URL) throws -> Void
    /// Renames a file over another atomically and flushes the folder entry.
    public var rename: @Sendable (URL, URL) throws -> Void
    /// Deletes a file; a missing file is not an error.
    public var remove: @Sendable (URL) throws -> Void
    /// Creates a folder and its parents; an existing folder is not an error.
    public var makeFolder: @Sendable (URL) throws -> Void
    /// Every file under a folder, as sorted `/`-separated relative paths; empty when the folder is missing.
    public var list: @Sendable (URL) throws -> [String]
    /// A token that changes whenever the file's bytes may have changed (size and modification
    /// time on the disk), or nil when there is no such token; readers then read the file.
    public var stamp: @Sendable (URL) -> String?

    /// Creates a file system from its operations.
    public init(read: @escaping @Sendable (URL) throws -> Data?,
                writeDurably: @escaping @Sendable (Data, URL) throws -> Void,
                rename: @escaping @Sendable (URL, URL) throws -> Void,
                remove: @escaping @Sendable (URL) throws -> Void,
                makeFolder: @escaping @Sendable (URL) throws -> Void,
                list: @escaping @Sendable (URL) throws -> [String],
                stamp: @escaping @Sendable (URL) -> String? = { _ in nil }) {
        self.read = read
        self.writeDurably = writeDurably
        self.rename = rename
        self.remove = remove
        self.makeFolder = makeFolder
        self.list = list
        self.stamp = stamp
    }

    /// Replaces `url` with `data` so that a reader (or a crash) sees the old or the new
    /// file, never part of one: write `url.tmp`, flush it, rename it over `url`.
    func writeAtomically(_ data: Data, to url: URL) throws {
        try makeFolder(url.deletingLastPathComponent())
        let temporary = ArchiveLayout.temporary(for: url)
        try writeDurably(data, temporary)
        try rename(temporary, url)
    }
}
