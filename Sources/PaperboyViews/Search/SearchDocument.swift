import PaperboyModels

/// One item of the archive as search and the author index list it: once, on the first
/// day that listed it, with every section of that day it is in. Placing an item on its
/// first day keeps an older year's search shard unchanged when a later day lists the
/// item again (a new version).
struct SearchDocument: Sendable {
    let itemID: String
    let day: DigestDay
    /// The item's anchor on its day page (of its first section there).
    let anchor: String
    let title: String
    let sectionTitles: [String]
    let authors: [String]
    let categories: [String]
    /// The folded words of the summary (``DaySummary/searchText``), space-separated.
    let body: Substring

    /// The day page and the item's anchor there, from the site root.
    var page: String { SitePaths.day(day) + "#" + anchor }

    /// Every item of `days` (newest day first) once, newest day first, in each day's entry order.
    static func all(days: [DaySummary]) -> [SearchDocument] {
        var seen = Set<String>()
        var perDay: [[SearchDocument]] = []
        for summary in days.reversed() {
            let bodies = summary.searchText.split(separator: "\n", omittingEmptySubsequences: false)
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
                let entry = summary.entries[e]
                return SearchDocument(itemID: id, day: summary.day, anchor: entry.anchor, title: entry.title,
                                      sectionTitles: sections, authors: entry.authors, categories: entry.categories,
                                      body: e < bodies.count ? bodies[e] : "")
            })
        }
        return perDay.reversed().flatMap { $0 }
    }
}
