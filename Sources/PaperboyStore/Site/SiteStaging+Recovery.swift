import Foundation
import PaperboyFileSystem

extension SiteStaging {
    /// Cleans up what a killed run left beside `output` (the caller holds the archive's
    /// lock, so no other run is writing it): staging folders (`.site.staging-*`, up to a
    /// year of pages each) are deleted. A previous site kept aside (`.site.backup-*`) is put
    /// back when the output is missing (a run killed in the middle of the swap), or when the
    /// archive's index still has the stamp noted beside it (`.awaits`: a run killed after the
    /// swap but before its archive committed, so the new site shows an archive that is not
    /// there); otherwise it is deleted.
    /// - Returns: True when a previous site was put back.
    /// - Throws: ``StoreError`` when a leftover cannot be removed or restored.
    static func recover(output: URL, fileSystem: FileSystem, archiveIndex: URL?) throws -> Bool {
        let parent = output.deletingLastPathComponent()
        let name = output.lastPathComponent
        guard let entries = (try? fileSystem.entries(parent)) ?? nil else { return false }
        let staging = entries.filter { $0.hasPrefix(".\(name).staging-") }
        let marks = entries.filter { $0.hasPrefix(".\(name).backup-") && $0.hasSuffix(awaitsSuffix) }
        let backups = entries.filter { $0.hasPrefix(".\(name).backup-") && !$0.hasSuffix(awaitsSuffix) }.sorted()
        var restore = fileSystem.info(output) != nil ? nil : backups.last
        for backup in backups where restore == nil && marks.contains(backup + awaitsSuffix) {
            let noted = try? fileSystem.read(parent.appendingPathComponent(backup + awaitsSuffix))
            if let archiveIndex, let noted, String(decoding: noted, as: UTF8.self) == (fileSystem.stamp(archiveIndex) ?? "") {
                restore = backup
            }
        }
        try clean(staging, in: parent, fileSystem: fileSystem)
        if let restore {
            do {
                if fileSystem.info(output) != nil {
                    let discarded = parent.appendingPathComponent(".\(name).staging-discarded")
                    try fileSystem.rename(output, discarded)
                    try fileSystem.rename(parent.appendingPathComponent(restore), output)
                    try fileSystem.removeTree(discarded)
                } else {
                    try fileSystem.rename(parent.appendingPathComponent(restore), output)
                }
            } catch {
                throw StoreError(path: output.path, reason: "cannot put back the previous site an interrupted run kept", underlying: error)
            }
        }
        try clean((backups + marks).filter { $0 != restore }, in: parent, fileSystem: fileSystem)
        return restore != nil
    }

    private static func clean(_ leftovers: [String], in parent: URL, fileSystem: FileSystem) throws {
        for leftover in leftovers {
            let url = parent.appendingPathComponent(leftover)
            do {
                try fileSystem.removeTree(url)
            } catch {
                throw StoreError(path: url.path, reason: "cannot clean up what an interrupted run left", underlying: error)
            }
        }
    }

    static let awaitsSuffix = ".awaits"

    /// Beside a kept previous site: the stamp of the archive's index when the new site went in.
    static func awaits(_ backup: URL) -> URL {
        backup.deletingLastPathComponent().appendingPathComponent(backup.lastPathComponent + awaitsSuffix)
    }
}
