import Foundation
import PaperboyFileSystem
import PaperboyModels

/// A site being written: a staging folder beside the output that files go into as
/// soon as they are rendered, then swapped in whole by ``commit()``.
///
/// A file whose bytes equal the current site's file at the same path (or that is
/// ``SiteFile/isKept``) is not written: it is hard-linked from the current site at commit,
/// and when no file changed and none is gone, the site is left as it is (no folder is
/// swapped). Files can be added from several tasks at once. Until ``commit()`` the output is untouched; a staging that
/// is dropped uncommitted deletes its folder, so a failed build leaves the old site.
///
/// Files are written without a flush of their own: ``commit()`` flushes the whole staging
/// folder with one ``FileSystem/sync`` just before the swap.
public final class SiteStaging: @unchecked Sendable {
    /// The output folder this staging replaces.
    public let output: URL
    /// The file operations every write goes through.
    public let fileSystem: FileSystem
    /// The archive's `index.json` when the site is swapped in before the archive commits
    /// (a build): how recovery tells whether a run that died in between committed it.
    public let archiveIndex: URL?
    /// True when recovery put back a previous site that a killed run had swapped out before
    /// its archive committed: what was kept beside the new site no longer describes this one.
    public private(set) var restoredPrevious = false
    /// The files of the current site when the staging began (relative paths): what a file
    /// that is not made again is removed from, and what a build asks for its kept pages.
    public let present: Set<String>
    let folder: URL
    let backup: URL
    private let lock = NSLock()
    /// Held while a folder is made, so that no task writes into one another task is still making.
    private let folderLock = NSLock()
    private var paths = Set<String>()
    private var folders = Set<String>()
    private var kept: [String] = []
    private var result = SiteWriteResult()
    private var finished = false
    /// True while the previous site is kept aside after a swap (``commit(keepingPrevious:)``).
    private var holdsPrevious = false
    private var linksAtOnce = false

    /// Links unchanged files as they are added instead of at ``commit(keepingPrevious:)``, on the
    /// adding task's core, beside the rendering: for a build that knows the site will change.
    /// Linked for nothing when in the end no file changed; the staging folder is then dropped.
    public func linkUnchangedFilesAtOnce() { lock.withLock { linksAtOnce = true } }

    /// Checks that `output` may be replaced and creates the staging folder beside it.
    /// - Parameters:
    ///   - fileSystem: The file operations (the disk unless a test says otherwise).
    ///   - archiveIndex: The archive's index, when the archive commits after the swap (``commit(keepingPrevious:)``).
    /// - Throws: ``StoreError`` when the output is not a Paperboy site or the folder cannot be made.
    public init(output: URL, fileSystem: FileSystem, archiveIndex: URL? = nil) throws {
        self.output = output.standardizedFileURL
        self.fileSystem = fileSystem
        self.archiveIndex = archiveIndex
        let parent = self.output.deletingLastPathComponent()
        let name = self.output.lastPathComponent
        try SiteWriter(fileSystem: fileSystem).checkReplaceable(self.output)
        restoredPrevious = try Self.recover(output: self.output, fileSystem: fileSystem, archiveIndex: archiveIndex)
        present = Set((try? fileSystem.list(self.output)) ?? [])
        let token = String(UUID().uuidString.prefix(8))
        folder = parent.appendingPathComponent(".\(name).staging-\(token)")
        backup = parent.appendingPathComponent(".\(name).backup-\(token)")
        do {
            try fileSystem.makeFolder(folder)
        } catch {
            throw StoreError(path: folder.path, reason: "cannot create the staging folder", underlying: error)
        }
    }

    deinit {
        if !finished { try? fileSystem.removeTree(folder) }
    }

    /// Writes (or links, when unchanged) `files` into the staging folder.
    /// - Throws: ``StoreError`` for a bad or repeated path or a failed write.
    public func add(_ files: [SiteFile]) throws {
        for file in files {
            try SiteWriter.checkPath(file.path)
            let isNew = lock.withLock { paths.insert(file.path).inserted }
            guard isNew else { throw StoreError(path: file.path, reason: "two files have the same path") }
            let unchanged = file.isKept
                || present.contains(file.path) && fileSystem.holds(file.contents, at: output.appendingPathComponent(file.path))
            // An unchanged file is linked at commit, and only if the site is replaced at all, unless linked at once.
            let linkNow = lock.withLock {
                if unchanged { result.unchanged += 1 }
                if unchanged, !linksAtOnce { kept.append(file.path) }
                return unchanged && linksAtOnce
            }
            if unchanged, !linkNow { continue }
            let url = folder.appendingPathComponent(file.path)
            do {
                try makeFolder(for: url)
                if linkNow {
                    try fileSystem.link(output.appendingPathComponent(file.path), url)
                } else {
                    try fileSystem.write(file.contents, url)
                }
            } catch {
                throw StoreError(path: url.path, reason: linkNow ? "cannot link \(file.path) from the current site" : "cannot write \(file.path)",
                                     underlying: error)
            }
            if !linkNow { lock.withLock { result.written.append(file.path) } }
        }
    }

    private func makeFolder(for url: URL) throws {
        let dir = url.deletingLastPathComponent()
        try folderLock.withLock {
            guard !folders.contains(dir.path) else { return }
            try fileSystem.makeFolder(dir)
            folders.insert(dir.path)
        }
    }

    /// Adds the marker, flushes the staging folder (one sync), swaps it in and deletes the old site, or with
    /// `keepingPrevious` keeps it aside until ``discardPrevious()`` or ``restorePrevious()``
    /// (so that the site can go back when the archive it shows cannot be written). With an
    /// ``archiveIndex``, the index's stamp is noted beside the kept site (`.site.backup-*.awaits`):
    /// a run killed before its archive commits leaves that stamp unchanged, and recovery puts
    /// the previous site back.
    /// - Returns: What was written, kept and removed.
    /// - Throws: ``StoreError``; the old output survives.
    public func commit(keepingPrevious: Bool = false) throws -> SiteWriteResult {
        var result = lock.withLock { self.result }
        let produced = lock.withLock { paths }.union([SiteWriter.markerFile])
        result.written.sort()
        // Hidden files (a `.git` the user keeps, the marker) are not the site's pages.
        result.removed = present.sorted()
            .filter { path in !produced.contains(path) && !path.split(separator: "/").contains { $0.hasPrefix(".") } }
        finished = true
        if result.written.isEmpty, result.removed.isEmpty, fileSystem.info(output.appendingPathComponent(SiteWriter.markerFile)) != nil {
            // Every file is as it was: the site stays, untouched.
            try? fileSystem.removeTree(folder)
            return result
        }
        for path in lock.withLock({ kept }) {
            let url = folder.appendingPathComponent(path)
            try step(url, "cannot link \(path) from the current site") {
                try makeFolder(for: url)
                try fileSystem.link(output.appendingPathComponent(path), url)
            }
        }
        let marker = folder.appendingPathComponent(SiteWriter.markerFile)
        let hadOutput = fileSystem.info(output) != nil
        try step(marker, "cannot write the marker") { try fileSystem.write(Data(SiteWriter.markerText.utf8), marker) }
        if keepingPrevious, hadOutput, let archiveIndex {
            let awaits = Self.awaits(backup)
            try step(awaits, "cannot note the archive the new site waits for") {
                try fileSystem.write(Data((fileSystem.stamp(archiveIndex) ?? "").utf8), awaits)
            }
        }
        try step(folder, "cannot flush the new site to the disk") { try fileSystem.sync(folder) }
        try SiteWriter(fileSystem: fileSystem).swap(staging: folder, into: output, backup: backup, keepingBackup: keepingPrevious)
        holdsPrevious = keepingPrevious && hadOutput
        return result
    }

    /// Runs one step of ``commit(keepingPrevious:)``; when it fails, the staging folder is deleted when dropped.
    private func step(_ url: URL, _ reason: String, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch {
            finished = false
            throw StoreError(path: url.path, reason: reason, underlying: error)
        }
    }

    /// Deletes the previous site kept aside by ``commit(keepingPrevious:)``.
    public func discardPrevious() {
        guard holdsPrevious else { return }
        holdsPrevious = false
        try? fileSystem.removeTree(backup)
        try? fileSystem.remove(Self.awaits(backup))
    }

    /// Puts the previous site kept aside by ``commit(keepingPrevious:)`` back in place.
    /// - Throws: ``StoreError`` when it cannot be moved back (the next run restores it).
    public func restorePrevious() throws {
        guard holdsPrevious else { return }
        let discarded = folder.deletingLastPathComponent().appendingPathComponent(folder.lastPathComponent + "-discarded")
        do {
            try fileSystem.rename(output, discarded)
            try fileSystem.rename(backup, output)
        } catch {
            throw StoreError(path: output.path, reason: "cannot put the previous site back", underlying: error)
        }
        holdsPrevious = false
        try? fileSystem.remove(Self.awaits(backup))
        try? fileSystem.removeTree(discarded)
    }
}
