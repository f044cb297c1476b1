import Foundation
import PaperboyModels

/// The items of one listing closest to each other by text: the library score's terms
/// (``TermTokenizer``), weights (`(1 + ln tf) · idf`, title words counting
/// ``LibraryScoring/titleWeight`` times) and document frequencies
/// (``DocumentFrequencies/counts(of:)``), compared by cosine similarity.
///
/// Only one day's items are compared, with that day's frequencies: a day's listing never
/// changes once published, so neither do the related lists of its items' pages.
public enum RelatedItems {
    /// For each item id, up to `limit` other item ids, the closest first; ties by id. Items
    /// sharing no term are never related. Each id counts once (the first item with it).
    /// With `only`, the lists of those ids alone, the same as in the whole result.
    public static func closest(among items: [Item], day: DigestDay, limit: Int, only: Set<String>? = nil) -> [String: [String]] {
        var seen = Set<String>()
        let unique = items.filter { seen.insert($0.id).inserted }
        guard limit > 0, unique.count > 1 else { return [:] }
        let archived = ArchiveDay(day: day, status: .announced, items: unique.map { ArchivedItem(item: $0, sources: []) })
        let counted = DocumentFrequencies.counts(of: archived)
        let frequencies = DocumentFrequencies(documents: counted.documents, terms: counted.terms)
        let tokenizer = TermTokenizer(cache: FoldCache())
        let titleWeight = LibraryScoring().titleWeight
        let vectors: [[(Int32, Int32)]] = unique.map { item in
            var raw: [(Int32, Double)] = []
            for (text, isTitle) in LibraryIndex.texts(of: item) {
                tokenizer.forEachTerm(in: text) { bytes in
                    if let id = frequencies.table.id(of: bytes) { raw.append((id, isTitle ? titleWeight : 1)) }
                }
            }
            return LibraryIndex.normalised(raw) { frequencies.idf(count: Int(frequencies.counts[Int($0)])) }
        }
        var postings = [[(doc: Int32, weight: Int32)]](repeating: [], count: frequencies.counts.count)
        for (doc, vector) in vectors.enumerated() {
            for (term, weight) in vector { postings[Int(term)].append((Int32(doc), weight)) }
        }
        var result: [String: [String]] = [:]
        var scores = [Int64](repeating: 0, count: unique.count)
        var marked = [Bool](repeating: false, count: unique.count)
        for (doc, vector) in vectors.enumerated() where only?.contains(unique[doc].id) ?? true {
            var touched: [Int] = []
            for (term, weight) in vector {
                for other in postings[Int(term)] where Int(other.doc) != doc {
                    let o = Int(other.doc)
                    if !marked[o] { marked[o] = true; touched.append(o) }
                    scores[o] += Int64(weight) * Int64(other.weight)
                }
            }
            let best = touched.filter { scores[$0] > 0 }.sorted {
                scores[$0] != scores[$1] ? scores[$0] > scores[$1] : unique[$0].id < unique[$1].id
            }.prefix(limit)
            if !best.isEmpty { result[unique[doc].id] = best.map { unique[$0].id } }
            for o in touched { scores[o] = 0; marked[o] = false }
        }
        return result
    }
}
