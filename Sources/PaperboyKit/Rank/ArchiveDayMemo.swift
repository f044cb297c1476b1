import Foundation
import PaperboyModels

/// The archived days a command reads more than once (the day ranked, the model's background,
/// often the days of rated items), each read once, some by steps running at once. Other days
/// (a cold document-frequency cache reads them all) are read and let go.
final class ArchiveDayMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var read: [DigestDay: ArchiveDay] = [:]
    private let keeping: Set<DigestDay>
    private let reader: @Sendable (DigestDay) throws -> ArchiveDay

    /// Reads days with `reader` (``Archive/day(_:)``), keeping `keeping` and the latest
    /// days the model's background takes of `days`.
    init(keeping: Set<DigestDay>, days: [DigestDay], _ reader: @escaping @Sendable (DigestDay) throws -> ArchiveDay) {
        self.keeping = keeping.union(days.sorted(by: >).prefix(LibrarySetup.backgroundDays))
        self.reader = reader
    }

    /// The archived `day`.
    /// - Throws: the reader's error for a day that cannot be read (not kept: the next ask reads again).
    func day(_ day: DigestDay) throws -> ArchiveDay {
        if let known = lock.withLock({ read[day] }) { return known }
        let fresh = try reader(day)
        if keeping.contains(day) { lock.withLock { read[day] = fresh } }
        return fresh
    }
}
