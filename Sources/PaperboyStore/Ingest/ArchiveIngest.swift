import PaperboyModels

/// The archive's rules for one run, as a pure function of the index, the day's
/// file and the run's batches (no disk: ``Archive`` does the reading and writing).
///
/// - The same id from several sources, or twice in one source, is one item (``ItemMerge``).
/// - An id the index does not know is new: it belongs to this day.
/// - An id first seen this day is merged into the day's record (a re-run with a richer source adds detail).
/// - A paper first seen on an earlier day, now with a higher version, is an update on this day;
///   the index moves to the new version, so the next day does not see it again.
/// - Anything else known is left alone: an item appears on exactly one day, and a day
///   re-run with the same inputs changes nothing (no write, same bytes).
/// - Running an earlier day after a later one (a backfill) adds only ids never seen.
struct ArchiveIngest {
    var index: ArchiveIndex
    var file: DayFile

    /// Applies the batches; returns the change (``ArchiveChange/changed`` is false when nothing changed).
    mutating func apply(_ batches: [SourceHarvest]) -> ArchiveChange {
        let day = file.day
        let before = file
        var items = Dictionary(uniqueKeysWithValues: file.items.map { ($0.item.id, $0) })
        var updates = Dictionary(uniqueKeysWithValues: file.updates.map { ($0.item.id, $0) })
        var newIDs: [String] = []
        var updatedIDs: [String] = []
        let incoming = Self.merged(batches)
        for (id, record) in incoming.sorted(by: { $0.key < $1.key }) {
            let version = record.item.paper?.version
            guard var entry = index.items[id] else {
                items[id] = record
                index.items[id] = ArchiveIndex.ItemEntry(day: day, version: version)
                newIDs.append(id)
                continue
            }
            if entry.day == day {
                let merged = Self.merge(items[id], record)
                items[id] = merged
                entry.version = Self.maxVersion(entry.version, merged.item.paper?.version)
                index.items[id] = entry
            } else if entry.day < day, let version, let known = entry.version, version > known {
                var update = Self.merge(updates[id], record)
                update.previousVersion = updates[id]?.previousVersion ?? known
                updates[id] = update
                entry.version = version
                entry.updated = day
                index.items[id] = entry
                updatedIDs.append(id)
            } else if entry.updated == day, let existing = updates[id] {
                updates[id] = Self.merge(existing, record)
            }
        }
        file.items = items.values.sorted { $0.item.id < $1.item.id }
        file.updates = updates.values.sorted { $0.item.id < $1.item.id }
        file.sources = Self.sources(file.sources, batches.map(\.source))
        file.status = DayStatus(sources: file.sources)
        let changed = file != before
        if changed {
            file.revision = before.revision + 1
            index.days[day] = ArchiveIndex.DayEntry(revision: file.revision, items: file.items.count,
                                                    updates: file.updates.count, status: file.status)
        }
        return ArchiveChange(day: day, seen: incoming.count, newItems: newIDs, updates: updatedIDs, changed: changed)
    }

    /// The batches' items by id, each merged over every source that carried it.
    private static func merged(_ batches: [SourceHarvest]) -> [String: StoredItem] {
        var records: [String: StoredItem] = [:]
        for batch in batches {
            for item in batch.items {
                let record = StoredItem(item: item.archiveNormalised, sources: [batch.source.name])
                records[item.id] = merge(records[item.id], record)
            }
        }
        return records
    }

    private static func merge(_ stored: StoredItem?, _ incoming: StoredItem) -> StoredItem {
        guard let stored else { return incoming }
        return StoredItem(item: ItemMerge.merge(stored.item, incoming.item),
                          sources: Array(Set(stored.sources + incoming.sources)).sorted(),
                          previousVersion: stored.previousVersion ?? incoming.previousVersion)
    }

    private static func maxVersion(_ a: Int?, _ b: Int?) -> Int? {
        guard let a else { return b }
        guard let b else { return a }
        return max(a, b)
    }

    /// The day's source records: this run's replace earlier runs' of the same name; sorted by name.
    private static func sources(_ earlier: [DigestSource], _ now: [DigestSource]) -> [DigestSource] {
        var byName = Dictionary(earlier.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
        for source in now { byName[source.name] = source }
        return byName.values.sorted { $0.name < $1.name }
    }
}
