import Foundation
import PaperboyModels

/// Undoes what an interrupted ``ArchiveTransaction`` left, judged against the
/// committed index (see there for the protocol). Runs under the lock whenever an
/// archive is opened; on an archive that was not interrupted it only lists `days/`.
struct ArchiveRecovery {
    let layout: ArchiveLayout
    let fileSystem: ArchiveFileSystem

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
        for path in files where ArchiveLayout.day(fromRelativePath: path).map({ index.days[$0] == nil }) == true {
            try fileSystem.remove(layout.daysFolder.appendingPathComponent(path))
            actions.append("removed days/\(path)")
        }
        return actions
    }

    /// The revision a day file records, nil when it is missing or unreadable.
    private func revision(of file: URL) throws -> Int? {
        guard let data = try fileSystem.read(file) else { return nil }
        return try? JSONDecoder().decode(DayFileRevision.self, from: data).revision
    }
}
