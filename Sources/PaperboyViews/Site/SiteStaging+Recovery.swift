import Foundation

extension SiteStaging {
    /// Cleans up what a killed run left beside `output` (the caller holds the archive's
    /// lock, so no other run is writing it): staging folders (`.site.staging-*`, up to a
    /// year of pages each) are deleted; a previous site kept aside (`.site.backup-*`) is put
    /// back when the output is missing (a run killed in the middle of the swap), else deleted.
    /// - Throws: ``SiteWriteError`` when a leftover cannot be removed or restored.
    static func recover(output: URL, fm: FileManager) throws {
        let parent = output.deletingLastPathComponent()
        let name = output.lastPathComponent
        guard let entries = try? fm.contentsOfDirectory(atPath: parent.path) else { return }
        let staging = entries.filter { $0.hasPrefix(".\(name).staging-") }
        let backups = entries.filter { $0.hasPrefix(".\(name).backup-") }.sorted()
        var restore = fm.fileExists(atPath: output.path) ? nil : backups.last
        for leftover in staging + backups {
            let url = parent.appendingPathComponent(leftover)
            do {
                if leftover == restore {
                    try fm.moveItem(at: url, to: output)
                    restore = nil
                } else {
                    try fm.removeItem(at: url)
                }
            } catch {
                throw SiteWriteError(path: url.path, reason: "cannot clean up what an interrupted run left", underlying: error)
            }
        }
    }
}
