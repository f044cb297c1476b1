import PaperboyModels

extension DigestBuilder {
    /// Follows one item through every section of a day's digest, exactly as ``build(_:)`` runs
    /// the stages (the other items included, so sorting and limits see the same lists).
    /// - Returns: The trace, or nil when the day holds no item with `itemID`.
    /// - Throws: ``DigestBuildError`` as ``build(_:)`` does.
    public func trace(_ day: ArchiveDay, itemID: String) throws -> ItemTrace? {
        try checkSectionIDs()
        let records = day.items.filter { $0.item.id == itemID }.count
        guard records > 0 else { return nil }
        let (pool, poolSources) = candidates(for: day)
        guard let index = pool.firstIndex(where: { $0.item.id == itemID }) else { return nil }
        let text = pool[index].text
        var traces: [SectionTrace] = []
        for plan in sections {
            let offered = offered(to: plan, pool, poolSources)
            guard var position = offered.firstIndex(where: { $0.item.id == itemID }) else {
                traces.append(SectionTrace(sectionID: plan.id, outcome: .notOffered))
                continue
            }
            var count = offered.count
            var entry = offered[position].entry
            var removal: (stage: Int, position: Int, of: Int, found: [String], standing: LibraryRank.Standing?, mute: Rating?)?
            let kept = try run(plan, offered, day: day.day) { stageIndex, stage, before, after in
                guard removal == nil else { return }
                if let next = after.firstIndex(where: { $0.item.id == itemID }) {
                    position = next
                    count = after.count
                    entry = after[next].entry
                } else {
                    let found = (stage as? QueryFilter).map { termsFound(of: $0.query, in: text) } ?? []
                    let standing = (stage as? LibraryRank)?.standing(of: itemID, among: before, on: day.day)
                    let mute = (stage as? MuteFilter)?.mute(of: before[position], on: day.day, vocabulary: vocabulary, cache: cache)
                    removal = (stageIndex, position, count, found, standing, mute)
                }
            }
            if let removal {
                traces.append(SectionTrace(sectionID: plan.id, outcome: .removed(stage: removal.stage, position: removal.position, of: removal.of),
                                           entry: entry, termsFound: removal.found, libraryStanding: removal.standing,
                                           mute: removal.mute))
            } else {
                traces.append(SectionTrace(sectionID: plan.id, outcome: .shown(position: position, of: kept.count), entry: entry))
            }
        }
        return ItemTrace(itemID: itemID, records: records, sources: poolSources[index], entry: pool[index].entry, sections: traces)
    }

    /// The query's terms that occur in `text`, each once, in query order.
    private func termsFound(of query: Query, in text: ItemText) -> [String] {
        var found: [String] = []
        for term in query.terms where !found.contains(term.text) {
            if QueryMatcher(.term(term), vocabulary: vocabulary).matches(text) { found.append(term.text) }
        }
        return found
    }
}
