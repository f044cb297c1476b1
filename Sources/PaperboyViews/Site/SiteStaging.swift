import Foundation

/// A site being written: a staging folder beside the output that files go into as
/// soon as they are rendered, then swapped in whole by ``commit()``.
///
/// A file whose bytes equal the current site's file at the same path (or that is
/// ``SiteFile/isKept``) is hard-linked from it, not written. Files can be added from
/// several tasks at once. Until ``commit()`` the output is untouched; a staging that
/// is dropped uncommitted deletes its folder, so a failed build leaves the old site.
public final class SiteStaging: @unchecked Sendable {
    /// The output folder this staging replaces.
    public let output: URL
    let folder: URL
    let backup: URL
    private let lock = NSLock()
    private var paths = Set<String>()
    private var folders = Set<String>()
    private var result = SiteWriteResult()
    private var finished = false

    /// Checks that `output` may be replaced and creates the staging folder beside it.
    /// - Throws: ``SiteWriteError`` when the output is not a Paperboy site or the folder cannot be made.
    public init(output: URL) throws {
        let fm = FileManager()
        self.output = output.standardizedFileURL
        let parent = self.output.deletingLastPathComponent()
        let name = self.output.lastPathComponent
        try SiteWriter().checkReplaceable(self.output, fm: fm)
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
            let old = output.appendingPathComponent(file.path)
            let dir = url.deletingLastPathComponent().path
            let (isNew, needsFolder) = lock.withLock { (paths.insert(file.path).inserted, folders.insert(dir).inserted) }
            guard isNew else { throw SiteWriteError(path: file.path, reason: "two files have the same path") }
            let linked: Bool
            do {
                if needsFolder { try fm.createDirectory(atPath: dir, withIntermediateDirectories: true) }
                linked = file.isKept || SiteWriter.sameBytes(file.contents, at: old)
                if linked { try fm.linkItem(at: old, to: url) } else { try file.contents.write(to: url) }
            } catch {
                throw SiteWriteError(path: url.path, reason: "cannot write \(file.path)", underlying: error)
            }
            lock.withLock {
                if linked { result.unchanged += 1 } else { result.written.append(file.path) }
            }
        }
    }

    /// Adds the marker, swaps the staging folder in and deletes the old site.
    /// - Returns: What was written, kept and removed.
    /// - Throws: ``SiteWriteError``; the old output survives.
    public func commit() throws -> SiteWriteResult {
        let fm = FileManager()
        let marker = folder.appendingPathComponent(SiteWriter.markerFile)
        do {
            try Data(SiteWriter.markerText.utf8).write(to: marker)
        } catch {
            throw SiteWriteError(path: marker.path, reason: "cannot write the marker", underlying: error)
        }
        var result = lock.withLock { self.result }
        let produced = lock.withLock { paths }.union([SiteWriter.markerFile])
        result.written.sort()
        result.removed = ((try? ThemeFiles.relativePaths(in: output)) ?? []).filter { !produced.contains($0) }.sorted()
        finished = true
        try SiteWriter().swap(staging: folder, into: output, backup: backup, fm: fm)
        return result
    }
}
