import Foundation
import PaperboyModels
import PaperboyText

extension LibraryIndex {
    /// How each entry of `items` stands against the library on `day` (nil: nothing shared).
    ///
    /// Per item: its TF-IDF vector's cosine with every library entry sharing a term
    /// (through the inverted index), each times the entry's recency weight; the score
    /// is the best of these plus `decay` times the second, `decay²` times the third,
    /// up to `topK`; an author who also wrote a library entry adds `authorBoost`.
    func matches(for items: [Item], on day: DigestDay, cache: FoldCache) -> [LibraryMatch?] {
        let tokenizer = TermTokenizer(cache: cache)
        return matches(for: items, vectors: items.map { vector(of: $0, tokenizer: tokenizer) }, on: day, cache: cache)
    }

    /// ``matches(for:on:cache:)`` with each item's ``vector(of:tokenizer:)`` made already.
    func matches(for items: [Item], vectors: [[(Int32, Int32)]], on day: DigestDay, cache: FoldCache) -> [LibraryMatch?] {
        let today = DigestDay.dayNumber(year: day.year, month: day.month, day: day.day)
        let recency = entryDays.map { weight(ageInDays: $0.map { today - $0 }) }
        var accumulator = [Int64](repeating: 0, count: entries.count)
        var touched: [Int32] = []
        var results: [LibraryMatch?] = []
        results.reserveCapacity(items.count)
        let postingStart = self.postingStart
        let postingEntry = self.postingEntry
        let postingWeight = self.postingWeight
        for (item, vector) in zip(items, vectors) {
            touched.removeAll(keepingCapacity: true)
            postingStart.withUnsafeBufferPointer { starts in
                postingEntry.withUnsafeBufferPointer { entryOf in
                    postingWeight.withUnsafeBufferPointer { weightOf in
                        accumulator.withUnsafeMutableBufferPointer { acc in
                            for (term, weight) in vector where Int(term) + 1 < starts.count {
                                let w = Int64(weight)
                                for slot in Int(starts[Int(term)])..<Int(starts[Int(term) + 1]) {
                                    let e = Int(entryOf[slot])
                                    if acc[e] == 0 { touched.append(Int32(e)) }
                                    acc[e] &+= w &* Int64(weightOf[slot])
                                }
                            }
                        }
                    }
                }
            }
            var top: [(value: Double, entry: Int32)] = []
            for e in touched {
                let value = Double(accumulator[Int(e)]) / (Self.weightScale * Self.weightScale) * recency[Int(e)]
                accumulator[Int(e)] = 0
                guard value > 0 else { continue }
                if top.count == scoring.topK, let last = top.last, !(value > last.value || (value == last.value && e < last.entry)) { continue }
                let at = top.firstIndex { value > $0.value || (value == $0.value && e < $0.entry) } ?? top.count
                top.insert((value, e), at: at)
                if top.count > scoring.topK { top.removeLast() }
            }
            var score = 0.0
            var factor = 1.0
            for hit in top {
                score += factor * hit.value
                factor *= scoring.decay
            }
            let authored = authoredEntries(of: item, cache: cache)
            if let best = authored.max(by: { recency[Int($0)] < recency[Int($1)] || (recency[Int($0)] == recency[Int($1)] && $0 > $1) }) {
                score += scoring.authorBoost * recency[Int(best)]
                if top.isEmpty { top = [(0, best)] }
            }
            guard let closest = top.first, score > 0, score.isFinite else {
                results.append(nil)
                continue
            }
            let entry = entries[Int(closest.entry)]
            results.append(LibraryMatch(score: score, closestTitle: entry.title.isEmpty ? (entry.identity ?? "") : entry.title,
                                        closestID: entry.identity, closestLink: entry.link,
                                        terms: sharedTerms(vector, Int(closest.entry)), closestRating: entry.rating))
        }
        return results
    }

    /// The recency weight of an entry this many days older than the day (nil: undated).
    func weight(ageInDays: Int?) -> Double {
        let floor = scoring.recencyFloor
        guard let age = ageInDays else { return floor + (1 - floor) * 0.5 }
        guard scoring.halfLifeDays > 0 else { return 1 }
        return floor + (1 - floor) * pow(0.5, Double(max(0, age)) / scoring.halfLifeDays)
    }

    /// The item's vector; terms the archive and library never saw weigh in its norm only.
    func vector(of item: Item, tokenizer: TermTokenizer) -> [(Int32, Int32)] {
        vector(of: Self.texts(of: item).map { ($0.text, $0.isTitle ? scoring.titleWeight : 1) }, tokenizer: tokenizer)
    }

    /// The vector of texts each counted `weight` times, over this index's terms.
    func vector(of parts: [(text: String, weight: Double)], tokenizer: TermTokenizer) -> [(Int32, Int32)] {
        var unseen = TermTable(capacity: 16)
        var raw: [(Int32, Double)] = []
        let table = self.table
        let known = Int32(table.count)
        for (text, weight) in parts {
            tokenizer.forEachTerm(in: text) { bytes in
                raw.append((table.id(of: bytes) ?? known + unseen.intern(bytes), weight))
            }
        }
        let frequencies = self.frequencies
        return Self.normalised(raw, idf: frequencies.idf(of:))
    }

    /// The library entries (indices) one of the item's authors also wrote.
    private func authoredEntries(of item: Item, cache: FoldCache) -> [Int32] {
        guard scoring.authorBoost > 0, !authorEntries.isEmpty else { return [] }
        var found: [Int32] = []
        for author in item.authors where Self.mayUse(author.name, oneOf: authorFamilies) {
            if let key = Self.authorKey(cache.name(author.name)), let hits = authorEntries[key] { found += hits }
        }
        return found
    }

    /// False only when no word of `written` can be read as one of `families` (``PersonName``'s family
    /// is one of its words, folded): an ASCII name without brackets or address; any other may.
    static func mayUse(_ written: String, oneOf families: Set<String>) -> Bool {
        let bytes = written.utf8
        guard bytes.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "(") && $0 != UInt8(ascii: "[") && $0 != UInt8(ascii: "<") && $0 != UInt8(ascii: "@") })
        else { return true }
        return bytes.split(whereSeparator: { $0 == 0x20 || (0x09...0x0D).contains($0) || $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "~") })
            .contains { families.contains(WordFolding.words(String(decoding: $0, as: UTF8.self)).joined()) }
    }

    /// The terms the item shares with entry `e`, largest contribution first (ties by term).
    private func sharedTerms(_ vector: [(Int32, Int32)], _ e: Int) -> [String] {
        var shared: [(Int64, String)] = []
        var k = 0
        var j = Int(vectorStart[e])
        let end = Int(vectorStart[e + 1])
        while k < vector.count, j < end {
            let a = vector[k].0
            let b = vectorTerm[j]
            if a == b {
                shared.append((Int64(vector[k].1) * Int64(vectorWeight[j]), table.term(a)))
                k += 1
                j += 1
            } else if a < b {
                k += 1
            } else {
                j += 1
            }
        }
        shared.sort { $0.0 != $1.0 ? $0.0 > $1.0 : $0.1 < $1.1 }
        return shared.prefix(scoring.reasonTerms).map(\.1)
    }
}
