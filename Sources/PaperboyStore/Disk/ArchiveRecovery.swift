import Foundation
import PaperboyFileSystem
import PaperboyModels

/// Undoes what an interrupted ``ArchiveTransaction`` left, judged against the
/// committed index (see there for the protocol). Runs under the lock whenever an
/// archive is opened; on an archive that was not interrupted it only lists `days/`.
struct ArchiveRecovery {
    let layout: ArchiveLayout
    let fileSystem: FileSystem

    /// What recovery did, as `action path` lines relative to the archive folder (for logs and tests).
    @discardableResult
    func run(index: ArchiveIndex) throws -> [String] {
        var actions: [String] = []
        let indexTemporary = ArchiveLayout.temporary(for: layout.index)
        if try fileSystem.read(indexTemporary) != nil {
            try fileSystem.remove(indexTemporary)
            actions.append("removed index.json.tmp")
        }
        let files = try fileSystem.list(layout.daysFolder)
        for path in files where path.hasSuffix(ArchiveLayout.temporarySuffix) {
            try fileSystem.remove(layout.daysFolder.appendingPathComponent(path))
            actions.append("removed days/\(path)")
        }
        for path in files where path.hasSuffix(ArchiveLayout.rollbackSuffix) {
            let target = String(path.dropLast(ArchiveLayout.rollbackSuffix.count))
            guard let day = ArchiveLayout.day(fromRelativePath: target) else { continue }
            let rollback = layout.daysFolder.appendingPathComponent(path)
            let file = layout.daysFolder.appendingPathComponent(target)
            if let entry = index.days[day], try revision(of: file) == entry.revision {
                try fileSystem.remove(rollback)
                actions.append("removed days/\(path)")
            } else {
                try fileSystem.rename(rollback, file)
                actions.append("restored days/\(target)")
            }
        }
        let marks = Set(files.filter { $0.hasSuffix(ArchiveLayout.newSuffix) })
        for path in files where ArchiveLayout.day(fromRelativePath: path).map({ index.days[$0] == nil }) == true {
            guard marks.contains(path + ArchiveLayout.newSuffix) else {
                throw StoreError(path: layout.daysFolder.appendingPathComponent(path).path,
                                   reason: "index.json does not list this day file, and no interrupted run left it: "
                                       + "restore index.json to the version that lists it (git checkout), or move the file away")
            }
            try fileSystem.remove(layout.daysFolder.appendingPathComponent(path))
            actions.append("removed days/\(path)")
        }
        for mark in marks.sorted() {
            try fileSystem.remove(layout.daysFolder.appendingPathComponent(mark))
            actions.append("removed days/\(mark)")
        }
        let present = Set(try fileSystem.list(layout.daysFolder))
        for (day, _) in index.days.sorted(by: { $0.key < $1.key }) where !present.contains(ArchiveLayout.relativePath(day)) {
            throw StoreError(path: layout.dayFile(day).path,
                               reason: "index.json lists this day, but its file is missing: restore it (git checkout), nothing is dropped silently")
        }
        return actions
    }

    /// The revision a day file records, nil when it is missing or unreadable.
    private func revision(of file: URL) throws -> Int? {
        guard let data = try fileSystem.read(file) else { return nil }
        return try? JSONDecoder().decode(DayFileRevision.self, from: data).revision
    }
}
