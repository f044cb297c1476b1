import Foundation
import PaperboyFileSystem
import PaperboyModels

/// Writes a set of changed day files and the new index so that the archive is
/// always either wholly before or wholly after the transaction, with two flushes in all.
///
/// ```
/// 1. for each changed day that has a committed file: copy it to DD.json.rollback;
///    for each new day: create the mark DD.json.new;
///    for each changed day: write DD.json.tmp; write index.json.tmp
/// 2. sync                                                      ← everything above is on the disk
/// 3. rename each DD.json.tmp over DD.json, then index.json.tmp over index.json   ← the commit point
/// 4. sync                                                      ← the renames are on the disk
/// 5. delete the .rollback copies and .new marks
/// ```
/// A crash (or a power cut after step 2) before the index rename leaves the old index,
/// which names the old revisions; ``ArchiveRecovery`` then puts each `.rollback` back,
/// deletes the new day files (the ones with a `.new` mark) and `.tmp` leftovers, so the
/// archive loads exactly as before. A crash after it leaves the new index and new files;
/// recovery only deletes the stale `.rollback` copies and marks. A day file the index does
/// not name and no mark explains is not a leftover: it is refused, never deleted.
struct ArchiveTransaction {
    let layout: ArchiveLayout
    let fileSystem: FileSystem

    /// A day file to write: its new bytes and, when it has a committed file, the old ones.
    struct Change {
        var day: DigestDay
        var bytes: Data
        var committed: Data?
    }

    func commit(_ changes: [Change], index: ArchiveIndex) throws {
        for change in changes {
            let file = layout.dayFile(change.day)
            try step(file) {
                try fileSystem.makeFolder(file.deletingLastPathComponent())
                if let committed = change.committed {
                    try fileSystem.write(committed, ArchiveLayout.rollback(for: file))
                } else {
                    try fileSystem.write(Data(), ArchiveLayout.newMark(for: file))
                }
            }
        }
        for change in changes {
            let file = layout.dayFile(change.day)
            try step(file) { try fileSystem.write(change.bytes, ArchiveLayout.temporary(for: file)) }
        }
        try step(layout.index) {
            try fileSystem.write(index.json, ArchiveLayout.temporary(for: layout.index))
            try fileSystem.sync(layout.folder)
        }
        for change in changes {
            let file = layout.dayFile(change.day)
            try step(file) { try fileSystem.rename(ArchiveLayout.temporary(for: file), file) }
        }
        try step(layout.index) { try fileSystem.rename(ArchiveLayout.temporary(for: layout.index), layout.index) }
        // Committed: a flush or a clean-up that fails now is redone by the next open.
        try? fileSystem.sync(layout.folder)
        for change in changes {
            let file = layout.dayFile(change.day)
            try? fileSystem.remove(change.committed == nil ? ArchiveLayout.newMark(for: file) : ArchiveLayout.rollback(for: file))
        }
    }

    private func step(_ file: URL, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch {
            throw StoreError(path: file.path, reason: "cannot write the archive; it is left as it was", underlying: error)
        }
    }
}
