import Foundation
import PaperboyFileSystem

/// `paperboy theme eject [NAME...]`: copies default theme files into the templates folder,
/// where they replace the built-in ones and can be edited.
///
/// A named file that exists in the folder is an error (nothing is written) unless `force`;
/// ejecting every file (no names) keeps the files that exist and lists them.
public struct ThemeEject: Sendable {
    /// The templates folder.
    public let folder: ThemeFolder
    /// Overwrite files that exist.
    public let force: Bool
    /// The door to the disk the files are written through: the folder's.
    var fileSystem: FileSystem { folder.fileSystem }

    /// Creates an eject.
    public init(folder: ThemeFolder, force: Bool = false) {
        self.folder = folder
        self.force = force
    }

    /// Copies the named files (all when `names` is empty).
    /// - Returns: What was written and kept.
    /// - Throws: ``ThemeError`` for an unknown name, a named file that exists (without `force`),
    ///   or a file that cannot be written.
    public func run(names: [String]) throws -> ThemeEjectReport {
        let files = names.isEmpty ? ThemeFile.all : try ThemeFile.named(names)
        let existing = files.filter { fileSystem.info(folder.url.appendingPathComponent($0.path)) != nil }
        if !names.isEmpty, !force, !existing.isEmpty {
            throw ThemeError.exists(existing.map { folder.shown + $0.path })
        }
        var report = ThemeEjectReport(folder: folder.shown, isConfigured: folder.isConfigured)
        for file in files {
            if !force, existing.contains(file) {
                report.kept.append(file.path)
                continue
            }
            let url = folder.url.appendingPathComponent(file.path)
            do {
                try fileSystem.replace(url, with: file.contents)
            } catch {
                throw ThemeError.cannotWrite(folder.shown + file.path, reason: error.localizedDescription)
            }
            report.written.append(file.path)
        }
        return report
    }
}
