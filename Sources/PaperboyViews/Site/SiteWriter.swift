import Foundation

/// Writes a rendered site so that readers and later builds only ever see a whole one.
///
/// All files go into a staging folder beside the output (`.site.staging-XXXXXXXX`);
/// only when every write succeeded is the old output renamed to a backup, the
/// staging folder renamed into place and the backup deleted. A failure at any
/// point removes the staging folder and leaves the previous site untouched.
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
    /// - Throws: ``SiteWriteError`` naming the path that failed; the old output survives.
    public func write(_ files: [SiteFile], to output: URL) throws {
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
        do {
            try writeAll(files, into: staging, fm: fm)
        } catch {
            try? fm.removeItem(at: staging)
            throw error
        }
        try swap(staging: staging, into: output, backup: backup, fm: fm)
    }

    private func writeAll(_ files: [SiteFile], into staging: URL, fm: FileManager) throws {
        do {
            try fm.createDirectory(at: staging, withIntermediateDirectories: false)
        } catch {
            throw SiteWriteError(path: staging.path, reason: "cannot create the staging folder", underlying: error)
        }
        let all = files + [SiteFile(path: Self.markerFile, text: Self.markerText)]
        for file in all {
            let url = staging.appendingPathComponent(file.path)
            do {
                try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.contents.write(to: url)
            } catch {
                throw SiteWriteError(path: url.path, reason: "cannot write \(file.path)", underlying: error)
            }
        }
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
