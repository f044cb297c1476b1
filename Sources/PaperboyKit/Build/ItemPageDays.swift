import PaperboyModels
import PaperboyStore

/// The days each item was seen on, from the archive's index alone (no day is read): the
/// day it was first seen, then the day of its latest version when that came later. An
/// item's page is made by its first day, so that day's keys carry the later days of its
/// items (``key(of:since:)``): a new version elsewhere renders that first day's item pages
/// again. A day page links only the pages it makes (``ItemPageLinks/hasPage(_:listedOn:)``),
/// so no key depends on another day's window.
struct ItemPageDays: Sendable {
    /// The days of each item, by id (only items seen on more than one day; the others are on their first day only).
    private(set) var days: [String: [DigestDay]] = [:]
    /// Per first day, each item seen again with the ISO day it was seen again on.
    private var later: [DigestDay: [String: String]] = [:]
    private var enabled = false

    /// No item pages: no days, empty keys.
    init() {}

    init(index: ArchiveIndex) {
        enabled = true
        for (id, entry) in index.items {
            guard let updated = entry.updated, updated != entry.day else { continue }
            days[id] = [entry.day, updated]
            later[entry.day, default: [:]][id] = updated.isoText
        }
    }

    /// `-items<hash>` for a day that makes item pages (`<hash>` when its items were seen again
    /// later); empty when item pages are off or the day is before `since`.
    func key(of day: DigestDay, since: DigestDay?) -> String {
        guard enabled, since.map({ day >= $0 }) ?? true else { return "" }
        guard let seen = later[day] else { return "-items" }
        var hash = FNV1a()
        for id in seen.keys.sorted() {
            hash.add(id)
            hash.add(seen[id]!)
        }
        return "-items" + String(hash.value, radix: 16)
    }

    /// The items first seen on `day` that were seen again later, with that later ISO day;
    /// empty when item pages are off or the day is before `since`.
    func seenAgain(firstSeenOn day: DigestDay, since: DigestDay?) -> [String: String] {
        guard enabled, since.map({ day >= $0 }) ?? true else { return [:] }
        return later[day] ?? [:]
    }
}
