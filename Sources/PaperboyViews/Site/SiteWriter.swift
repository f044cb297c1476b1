import Foundation

/// Writes a rendered site so that readers and later builds only ever see a whole one,
/// touching only the files whose bytes changed.
///
/// All files go into a staging folder beside the output (`.site.staging-XXXXXXXX`).
/// A file whose bytes equal those of the same path in the current site (or that is
/// ``SiteFile/isKept``) is hard-linked from it rather than written, so it keeps its
/// inode and modification time; only new or changed files are written. Only when
/// the staging folder is complete is the old output renamed to a backup, the
/// staging folder renamed into place and the backup deleted, which also drops the
/// files no longer produced. A failure at any point removes the staging folder and
/// leaves the previous site untouched. (Rewriting changed files in place would save
/// the links but could leave half a site after a crash; the swap cannot.)
///
/// Because the output folder is replaced wholesale, the writer refuses to replace
/// an existing folder that it did not write: one that is neither empty nor holds
/// the ``markerFile`` it leaves in every site. A mistyped `--output ~` cannot
/// delete a home folder.
public struct SiteWriter: Sendable {
    /// The file that marks a folder as a Paperboy site, written into every output.
    public static let markerFile = ".paperboy"
    static let markerText = "This folder is written by `paperboy build`, which replaces it as a whole on every build.\n"

    /// Creates a writer.
    public init() {}

    /// Replaces the folder at `output` with exactly `files` (plus ``markerFile``).
    /// - Returns: Which files were written, kept and removed.
    /// - Throws: ``SiteWriteError`` naming the path that failed; the old output survives.
    @discardableResult
    public func write(_ files: [SiteFile], to output: URL) throws -> SiteWriteResult {
        let fm = FileManager()
        let output = output.standardizedFileURL
        let parent = output.deletingLastPathComponent()
        let name = output.lastPathComponent
        try checkPaths(files)
        try checkReplaceable(output, fm: fm)
        do {
            try fm.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw SiteWriteError(path: parent.path, reason: "cannot create the folder", underlying: error)
        }
        let token = String(UUID().uuidString.prefix(8))
        let staging = parent.appendingPathComponent(".\(name).staging-\(token)")
        let backup = parent.appendingPathComponent(".\(name).backup-\(token)")
        var result: SiteWriteResult
        do {
            result = try writeAll(files, into: staging, previous: output, fm: fm)
        } catch {
            try? fm.removeItem(at: staging)
            throw error
        }
        let produced = Set(files.map(\.path) + [Self.markerFile])
        result.removed = ((try? ThemeFiles.relativePaths(in: output)) ?? []).filter { !produced.contains($0) }.sorted()
        try swap(staging: staging, into: output, backup: backup, fm: fm)
        return result
    }

    private func writeAll(_ files: [SiteFile], into staging: URL, previous: URL, fm: FileManager) throws -> SiteWriteResult {
        do {
            try fm.createDirectory(at: staging, withIntermediateDirectories: false)
        } catch {
            throw SiteWriteError(path: staging.path, reason: "cannot create the staging folder", underlying: error)
        }
        var result = SiteWriteResult()
        var folders = Set<String>()
        let all = files + [SiteFile(path: Self.markerFile, text: Self.markerText)]
        for file in all {
            let url = staging.appendingPathComponent(file.path)
            let old = previous.appendingPathComponent(file.path)
            do {
                let folder = url.deletingLastPathComponent().path
                if folders.insert(folder).inserted {
                    try fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
                }
                if file.isKept || Self.sameBytes(file.contents, at: old) {
                    try fm.linkItem(at: old, to: url)
                    if file.path != Self.markerFile { result.unchanged += 1 }
                } else {
                    try file.contents.write(to: url)
                    if file.path != Self.markerFile { result.written.append(file.path) }
                }
            } catch {
                throw SiteWriteError(path: url.path, reason: "cannot write \(file.path)", underlying: error)
            }
        }
        result.written.sort()
        return result
    }

    /// True when the file at `url` holds exactly `data` (sizes first, so most changes cost a stat).
    static func sameBytes(_ data: Data, at url: URL) -> Bool {
        guard let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int,
              size == data.count else { return false }
        return (try? Data(contentsOf: url)) == data
    }

    private func swap(staging: URL, into output: URL, backup: URL, fm: FileManager) throws {
        let hadOutput = fm.fileExists(atPath: output.path)
        if hadOutput {
            do {
                try fm.moveItem(at: output, to: backup)
            } catch {
                try? fm.removeItem(at: staging)
                throw SiteWriteError(path: output.path, reason: "cannot move the previous site aside", underlying: error)
            }
        }
        do {
            try fm.moveItem(at: staging, to: output)
        } catch {
            if hadOutput { try? fm.moveItem(at: backup, to: output) }
            try? fm.removeItem(at: staging)
            throw SiteWriteError(path: output.path, reason: "cannot move the new site into place", underlying: error)
        }
        // The new site is in place; a backup that cannot be deleted is only litter.
        if hadOutput { try? fm.removeItem(at: backup) }
    }
}
