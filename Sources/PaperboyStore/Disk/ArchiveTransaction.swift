import Foundation
import PaperboyModels

/// Writes a set of changed day files and the new index so that the archive is
/// always either wholly before or wholly after the transaction.
///
/// ```
/// 1. for each changed day that has a committed file: copy it to DD.json.rollback (flushed);
///    for each new day: create the mark DD.json.new (flushed)
/// 2. for each changed day: write DD.json.tmp, flush, rename over DD.json
/// 3. write index.json.tmp, flush, rename over index.json      ← the commit point
/// 4. delete the .rollback copies and .new marks
/// ```
/// A crash before step 3 leaves the old index, which names the old revisions;
/// ``ArchiveRecovery`` then puts each `.rollback` back, deletes the new day files
/// (the ones with a `.new` mark) and `.tmp` leftovers, so the archive loads exactly as
/// before. A crash after step 3 leaves the new index and new files; recovery only
/// deletes the stale `.rollback` copies and marks. A day file the index does not name
/// and no mark explains is not a leftover: it is refused, never deleted.
struct ArchiveTransaction {
    let layout: ArchiveLayout
    let fileSystem: ArchiveFileSystem

    /// A day file to write: its new bytes and, when it has a committed file, the old ones.
    struct Change {
        var day: DigestDay
        var bytes: Data
        var committed: Data?
    }

    func commit(_ changes: [Change], index: ArchiveIndex) throws {
        for change in changes {
            guard let committed = change.committed else {
                let mark = ArchiveLayout.newMark(for: layout.dayFile(change.day))
                try step(mark) {
                    try fileSystem.makeFolder(mark.deletingLastPathComponent())
                    try fileSystem.writeDurably(Data(), mark)
                }
                continue
            }
            let rollback = ArchiveLayout.rollback(for: layout.dayFile(change.day))
            try step(rollback) { try fileSystem.writeDurably(committed, rollback) }
        }
        for change in changes {
            let file = layout.dayFile(change.day)
            try step(file) { try fileSystem.writeAtomically(change.bytes, to: file) }
        }
        try step(layout.index) { try fileSystem.writeAtomically(index.json, to: layout.index) }
        for change in changes {
            let file = layout.dayFile(change.day)
            // Committed: a copy or mark that cannot be deleted now is deleted by the next recovery.
            try? fileSystem.remove(change.committed == nil ? ArchiveLayout.newMark(for: file) : ArchiveLayout.rollback(for: file))
        }
    }

    private func step(_ file: URL, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch {
            throw ArchiveError(path: file.path, reason: "cannot write the archive; it is left as it was", underlying: error)
        }
    }
}
