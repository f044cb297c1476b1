extension DaySummary {
    /// Each section's count of the day's distinct items: an item in several sections counts
    /// in the first one (the day's section order) only, so the counts add up to ``itemCount``.
    /// Sections left with no item are dropped.
    var uniqueSectionCounts: [SectionCount] {
        var seen = Set<String>()
        var counts: [String: Int] = [:]
        for entry in entries where seen.insert(entry.itemID).inserted {
            counts[entry.sectionID, default: 0] += 1
        }
        return sections.compactMap { section in
            counts[section.id].map { SectionCount(id: section.id, title: section.title, count: $0) }
        }
    }
}
