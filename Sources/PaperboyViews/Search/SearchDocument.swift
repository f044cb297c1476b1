import PaperboyModels

/// One item of the archive as search and the author index list it: once, on the first
/// day that listed it, with every section of that day it is in. Placing an item on its
/// first day keeps an older year's search shard unchanged when a later day lists the
/// item again (a new version).
struct SearchDocument: Sendable {
    let day: DigestDay
    /// The item's first entry of the day: its texts are read from the day's packed buffer
    /// when needed, not copied for a year of items.
    let entry: DaySummary.Entry
    let sectionTitles: [String]
    /// The day's summary words (``DaySummary/searchBodies``) and this entry's positions among them.
    let bodies: SearchBodies
    let entryIndex: Int

    var itemID: String { entry.itemID }
    /// The item's anchor on its day page (of its first section there).
    var anchor: String { entry.anchor }
    var title: String { entry.title }
    var authors: [String] { entry.authors }
    var categories: [String] { entry.categories }

    /// The day page and the item's anchor there, from the site root.
    var page: String { SitePaths.day(day) + "#" + anchor }

    /// Every item of `days` (newest day first) once, newest day first, in each day's entry order.
    static func all(days: [DaySummary]) -> [SearchDocument] {
        var seen = Set<String>()
        var perDay: [[SearchDocument]] = []
        for summary in days.reversed() {
            var order: [String] = []
            var first: [String: (entry: Int, sections: [String])] = [:]
            for (e, entry) in summary.entries.enumerated() {
                let id = entry.itemID
                if first[id] != nil {
                    if !(first[id]!.sections.contains(entry.sectionTitle)) { first[id]!.sections.append(entry.sectionTitle) }
                } else if seen.insert(id).inserted {
                    order.append(id)
                    first[id] = (e, [entry.sectionTitle])
                }
            }
            perDay.append(order.map { id in
                let (e, sections) = first[id]!
                return SearchDocument(day: summary.day, entry: summary.entries[e], sectionTitles: sections,
                                      bodies: summary.searchBodies, entryIndex: e)
            })
        }
        return perDay.reversed().flatMap { $0 }
    }
}
