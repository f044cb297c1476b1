import PaperboyModels

extension LibraryIndex {
    /// The entries with text, in an order that depends only on their content, one per
    /// paper: entries sharing an arXiv id or DOI, or a title and year, are one entry
    /// (the one with the most text). Returns the entries and how many were left out.
    static func canonical(_ entries: [LibraryEntry]) -> ([LibraryEntry], Int) {
        let usable = entries.filter(\.hasText)
        let keys = usable.map(key)
        let order = usable.indices.sorted { i, j in
            if keys[i] != keys[j] { return keys[i].lexicographicallyPrecedes(keys[j]) }
            if usable[i].file != usable[j].file { return usable[i].file < usable[j].file }
            return usable[i].line < usable[j].line
        }
        let sorted = order.map { usable[$0] }
        var kept: [LibraryEntry] = []
        var byKey: [String: Int] = [:]
        for entry in sorted {
            let identity = entry.identity ?? "title:" + LibraryFields.folded(entry.title.lowercased()) + ":" + String(entry.year ?? 0)
            if let k = byKey[identity] {
                if textSize(entry) > textSize(kept[k]) { kept[k] = entry }
                continue
            }
            byKey[identity] = kept.count
            kept.append(entry)
        }
        return (kept, entries.count - kept.count)
    }

    private static func key(_ e: LibraryEntry) -> [String] {
        [e.identity ?? "~", e.title.lowercased(), String(e.year ?? 0), String(e.month ?? 0), e.authors.joined(separator: ";"),
         e.abstract, e.keywords.joined(separator: ";"), e.url ?? ""]
    }

    private static func textSize(_ e: LibraryEntry) -> Int {
        e.title.utf8.count + e.abstract.utf8.count + e.keywords.reduce(0) { $0 + $1.utf8.count }
    }
}
