import PaperboyModels

/// One item of the archive as search and the author index list it: once, on the first
/// day that listed it, with every section of that day it is in. Placing an item on its
/// first day keeps an older year's search shard unchanged when a later day lists the
/// item again (a new version).
///
/// Small, as there is one for every item of the site: the days are shared
/// (``SearchDays``), and a document keeps only where its entry is among them; the texts
/// are read from the day's packed buffer when needed.
struct SearchDocument: Sendable {
    private let days: SearchDays
    private let dayIndex: Int32
    /// The item's first entry of the day.
    let entryIndex: Int32
    /// The sections after the entry's own, when the day lists the item in several.
    private let otherSections: [String]

    var day: DigestDay { days.days[Int(dayIndex)].day }
    /// The item's first entry of the day.
    var entry: DaySummary.Entry { days.days[Int(dayIndex)].entries[Int(entryIndex)] }
    /// The day's summary words (``DaySummary/searchBodies``), with this entry's positions among them.
    var bodies: SearchBodies { days.days[Int(dayIndex)].searchBodies }
    var sectionTitles: [String] { [entry.sectionTitle] + otherSections }

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
        let shared = SearchDays(days: days)
        var seen = Set<String>()
        var perDay: [[SearchDocument]] = []
        for (d, summary) in days.enumerated().reversed() {
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
                return SearchDocument(days: shared, dayIndex: Int32(d), entryIndex: Int32(e), otherSections: Array(sections.dropFirst()))
            })
        }
        return perDay.reversed().flatMap { $0 }
    }
}
