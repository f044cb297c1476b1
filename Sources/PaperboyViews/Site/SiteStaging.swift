import Foundation

/// A site being written: a staging folder beside the output that files go into as
/// soon as they are rendered, then swapped in whole by ``commit()``.
///
/// A file whose bytes equal the current site's file at the same path (or that is
/// ``SiteFile/isKept``) is not written: it is hard-linked from the current site at commit,
/// and when no file changed and none is gone, the site is left as it is (no folder is
/// swapped). Files can be added from several tasks at once. Until ``commit()`` the output is untouched; a staging that
/// is dropped uncommitted deletes its folder, so a failed build leaves the old site.
public final class SiteStaging: @unchecked Sendable {
    /// The output folder this staging replaces.
    public let output: URL
    let folder: URL
    let backup: URL
    private let lock = NSLock()
    private var paths = Set<String>()
    private var folders = Set<String>()
    private var kept: [String] = []
    private var result = SiteWriteResult()
    private var finished = false
    /// True while the previous site is kept aside after a swap (``commit(keepingPrevious:)``).
    private var holdsPrevious = false

    /// Checks that `output` may be replaced and creates the staging folder beside it.
    /// - Throws: ``SiteWriteError`` when the output is not a Paperboy site or the folder cannot be made.
    public init(output: URL) throws {
        let fm = FileManager()
        self.output = output.standardizedFileURL
        let parent = self.output.deletingLastPathComponent()
        let name = self.output.lastPathComponent
        try SiteWriter().checkReplaceable(self.output, fm: fm)
        try Self.recover(output: self.output, fm: fm)
        let token = String(UUID().uuidString.prefix(8))
        folder = parent.appendingPathComponent(".\(name).staging-\(token)")
        backup = parent.appendingPathComponent(".\(name).backup-\(token)")
        do {
            try fm.createDirectory(at: parent, withIntermediateDirectories: true)
            try fm.createDirectory(at: folder, withIntermediateDirectories: false)
        } catch {
            throw SiteWriteError(path: folder.path, reason: "cannot create the staging folder", underlying: error)
        }
    }

    deinit {
        if !finished { try? FileManager().removeItem(at: folder) }
    }

    /// Writes (or links, when unchanged) `files` into the staging folder.
    /// - Throws: ``SiteWriteError`` for a bad or repeated path or a failed write.
    public func add(_ files: [SiteFile]) throws {
        let fm = FileManager()
        for file in files {
            try SiteWriter.checkPath(file.path)
            let url = folder.appendingPathComponent(file.path)
            let isNew = lock.withLock { paths.insert(file.path).inserted }
            guard isNew else { throw SiteWriteError(path: file.path, reason: "two files have the same path") }
            // An unchanged file is linked at commit, and only if the site is replaced at all.
            if file.isKept || SiteWriter.sameBytes(file.contents, at: output.appendingPathComponent(file.path)) {
                lock.withLock { kept.append(file.path); result.unchanged += 1 }
                continue
            }
            do {
                try makeFolder(for: url, fm: fm)
                try file.contents.write(to: url)
            } catch {
                throw SiteWriteError(path: url.path, reason: "cannot write \(file.path)", underlying: error)
            }
            lock.withLock { result.written.append(file.path) }
        }
    }

    private func makeFolder(for url: URL, fm: FileManager) throws {
        let dir = url.deletingLastPathComponent().path
        if lock.withLock({ folders.insert(dir).inserted }) { try fm.createDirectory(atPath: dir, withIntermediateDirectories: true) }
    }

    /// Adds the marker, swaps the staging folder in and deletes the old site, or with
    /// `keepingPrevious` keeps it aside until ``discardPrevious()`` or ``restorePrevious()``
    /// (so that the site can go back when the archive it shows cannot be written).
    /// - Returns: What was written, kept and removed.
    /// - Throws: ``SiteWriteError``; the old output survives.
    public func commit(keepingPrevious: Bool = false) throws -> SiteWriteResult {
        let fm = FileManager()
        var result = lock.withLock { self.result }
        let produced = lock.withLock { paths }.union([SiteWriter.markerFile])
        result.written.sort()
        result.removed = ((try? ThemeFiles.relativePaths(in: output)) ?? []).filter { !produced.contains($0) }.sorted()
        finished = true
        if result.written.isEmpty, result.removed.isEmpty, fm.fileExists(atPath: output.appendingPathComponent(SiteWriter.markerFile).path) {
            // Every file is as it was: the site stays, untouched.
            try? fm.removeItem(at: folder)
            return result
        }
        for path in lock.withLock({ kept }) {
            let url = folder.appendingPathComponent(path)
            do {
                try makeFolder(for: url, fm: fm)
                try fm.linkItem(at: output.appendingPathComponent(path), to: url)
            } catch {
                finished = false
                throw SiteWriteError(path: url.path, reason: "cannot link \(path) from the current site", underlying: error)
            }
        }
        let marker = folder.appendingPathComponent(SiteWriter.markerFile)
        do {
            try Data(SiteWriter.markerText.utf8).write(to: marker)
        } catch {
            finished = false
            throw SiteWriteError(path: marker.path, reason: "cannot write the marker", underlying: error)
        }
        let hadOutput = fm.fileExists(atPath: output.path)
        try SiteWriter().swap(staging: folder, into: output, backup: backup, keepingBackup: keepingPrevious, fm: fm)
        holdsPrevious = keepingPrevious && hadOutput
        return result
    }

    /// Deletes the previous site kept aside by ``commit(keepingPrevious:)``.
    public func discardPrevious() {
        guard holdsPrevious else { return }
        holdsPrevious = false
        try? FileManager().removeItem(at: backup)
    }

    /// Puts the previous site kept aside by ``commit(keepingPrevious:)`` back in place.
    /// - Throws: ``SiteWriteError`` when it cannot be moved back (the next run restores it).
    public func restorePrevious() throws {
        guard holdsPrevious else { return }
        let fm = FileManager()
        let discarded = folder.deletingLastPathComponent().appendingPathComponent(folder.lastPathComponent + "-discarded")
        do {
            try fm.moveItem(at: output, to: discarded)
            try fm.moveItem(at: backup, to: output)
        } catch {
            throw SiteWriteError(path: output.path, reason: "cannot put the previous site back", underlying: error)
        }
        holdsPrevious = false
        try? fm.removeItem(at: discarded)
    }
}
