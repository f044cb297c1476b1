import Foundation
import PaperboyFileSystem
import PaperboyModels

/// Writes a rendered site so that readers and later builds only ever see a whole one,
/// touching only the files whose bytes changed.
///
/// All files go into a staging folder beside the output (`.site.staging-XXXXXXXX`).
/// A file whose bytes equal those of the same path in the current site (or that is
/// ``SiteFile/isKept``) is hard-linked from it rather than written, so it keeps its
/// inode and modification time; only new or changed files are written. Only when
/// the staging folder is complete is it flushed (one ``FileSystem/sync``, no flush per
/// file), the old output renamed to a backup, the staging folder renamed into place and
/// the backup deleted, which also drops the files no longer produced. A failure at any
/// point removes the staging folder and leaves the previous site untouched. (Rewriting
/// changed files in place would save the links but could leave half a site after a
/// crash; the swap cannot.)
///
/// Because the output folder is replaced wholesale, the writer refuses to replace
/// an existing folder that it did not write: one that is neither empty nor holds
/// the ``markerFile`` it leaves in every site. A mistyped `--output ~` cannot
/// delete a home folder.
public struct SiteWriter: Sendable {
    /// The file that marks a folder as a Paperboy site, written into every output.
    public static let markerFile = ".paperboy"
    static let markerText = "This folder is written by `paperboy build`, which replaces it as a whole on every build.\n"

    /// The file operations.
    public let fileSystem: FileSystem

    /// Creates a writer on `fileSystem` (the disk unless a test says otherwise).
    public init(fileSystem: FileSystem) {
        self.fileSystem = fileSystem
    }

    /// Replaces the folder at `output` with exactly `files` (plus ``markerFile``).
    /// - Returns: Which files were written, kept and removed.
    /// - Throws: ``StoreError`` naming the path that failed; the old output survives.
    @discardableResult
    public func write(_ files: [SiteFile], to output: URL) throws -> SiteWriteResult {
        try checkPaths(files)
        let staging = try SiteStaging(output: output, fileSystem: fileSystem)
        try staging.add(files)
        return try staging.commit()
    }

    func swap(staging: URL, into output: URL, backup: URL, keepingBackup: Bool = false) throws {
        let hadOutput = fileSystem.info(output) != nil
        if hadOutput {
            do {
                try fileSystem.rename(output, backup)
            } catch {
                try? fileSystem.removeTree(staging)
                throw StoreError(path: output.path, reason: "cannot move the previous site aside", underlying: error)
            }
        }
        do {
            try fileSystem.rename(staging, output)
        } catch {
            if hadOutput { try? fileSystem.rename(backup, output) }
            try? fileSystem.removeTree(staging)
            throw StoreError(path: output.path, reason: "cannot move the new site into place", underlying: error)
        }
        // The new site is in place; a backup that cannot be deleted is only litter.
        if hadOutput, !keepingBackup { try? fileSystem.removeTree(backup) }
    }
}
