import PaperboyModels
import PaperboyStore

extension LibrarySetup {
    /// How many of the archive's latest days the learned model reads its unrated items from.
    static let backgroundDays = 3
    /// The most unrated items it learns from.
    static let backgroundLimit = 3_000

    /// The learned model's unrated items: those of the archive's latest days, at most
    /// ``backgroundLimit``, chosen by a hash of their id so the choice never depends on
    /// the order the archive lists them in.
    static func background(days: [(day: DigestDay, stamp: String?)], read: (DigestDay) throws -> ArchiveDay) throws -> [Item] {
        var seen = Set<String>()
        var items: [(UInt64, Item)] = []
        for (day, _) in days.sorted(by: { $0.day > $1.day }).prefix(backgroundDays) {
            for archived in try read(day).items where seen.insert(archived.item.id).inserted {
                var hash = FNV1a()
                hash.add(archived.item.id)
                items.append((hash.value, archived.item))
            }
        }
        items.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1.id < $1.1.id }
        return items.prefix(backgroundLimit).map(\.1)
    }
}
