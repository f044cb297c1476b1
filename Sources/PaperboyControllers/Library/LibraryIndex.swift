import Foundation
import PaperboyModels
import PaperboyText

/// The reader's library prepared for scoring: entries in a canonical order (so the
/// order of files and entries never changes a score), each a sparse TF-IDF vector
/// over interned terms, an inverted index from term to entries, and the authors.
///
/// Weights are fixed-point integers: a dot product is an integer sum, exact in any
/// order, so the same inputs give the same scores to the last bit.
public struct LibraryIndex: Sendable {
    /// The entries scored against, canonical order, duplicates (same id, or same title and year) merged.
    public let entries: [LibraryEntry]
    /// Entries left out: no title, abstract or keywords (an id the archive does not hold), or duplicates.
    public let unusable: Int
    let scoring: LibraryScoring
    let frequencies: DocumentFrequencies
    /// The archive's terms, then the library's own.
    let table: TermTable
    let postingStart: [Int32]
    let postingEntry: [Int32]
    let postingWeight: [Int32]
    let vectorStart: [Int32]
    let vectorTerm: [Int32]
    let vectorWeight: [Int32]
    /// Days since 1970-01-01 of each entry's date, nil when it has none.
    let entryDays: [Int?]
    let authorEntries: [String: [Int32]]
    /// The family names of ``authorEntries``' keys: a name using none of them needs no reading.
    let authorFamilies: Set<String>

    static let weightScale = 1_048_576.0

    /// Prepares `entries` (any order) against the archive's `frequencies`.
    public init(entries: [LibraryEntry], frequencies: DocumentFrequencies, scoring: LibraryScoring = LibraryScoring()) {
        let (kept, unusable) = Self.canonical(entries)
        self.entries = kept
        self.unusable = unusable
        self.scoring = scoring
        self.frequencies = frequencies
        var table = frequencies.table
        let cache = FoldCache()
        let tokenizer = TermTokenizer(cache: cache)
        var vectors: [[(Int32, Int32)]] = []
        vectors.reserveCapacity(kept.count)
        for entry in kept {
            var parts = [(entry.title, scoring.titleWeight), (entry.abstract, 1.0)]
            parts += entry.keywords.map { ($0, 1.0) }
            var raw: [(Int32, Double)] = []
            for (text, weight) in parts {
                tokenizer.forEachTerm(in: text) { raw.append((table.intern($0), weight)) }
            }
            vectors.append(Self.normalised(raw, idf: frequencies.idf(of:)))
        }
        self.table = table
        var vectorStart: [Int32] = [0]
        var vectorTerm: [Int32] = []
        var vectorWeight: [Int32] = []
        var perTerm = [Int32](repeating: 0, count: table.count + 1)
        for vector in vectors {
            for (term, weight) in vector {
                vectorTerm.append(term)
                vectorWeight.append(weight)
                perTerm[Int(term) + 1] += 1
            }
            vectorStart.append(Int32(vectorTerm.count))
        }
        for k in 1..<perTerm.count { perTerm[k] += perTerm[k - 1] }
        var fill = perTerm
        var postingEntry = [Int32](repeating: 0, count: vectorTerm.count)
        var postingWeight = [Int32](repeating: 0, count: vectorTerm.count)
        for (e, vector) in vectors.enumerated() {
            for (term, weight) in vector {
                let slot = Int(fill[Int(term)])
                postingEntry[slot] = Int32(e)
                postingWeight[slot] = weight
                fill[Int(term)] += 1
            }
        }
        postingStart = perTerm
        self.postingEntry = postingEntry
        self.postingWeight = postingWeight
        self.vectorStart = vectorStart
        self.vectorTerm = vectorTerm
        self.vectorWeight = vectorWeight
        entryDays = kept.map { entry in
            entry.year.map { DigestDay.dayNumber(year: $0, month: entry.month ?? 7, day: entry.month == nil ? 1 : 15) }
        }
        var authors: [String: [Int32]] = [:]
        for (e, entry) in kept.enumerated() {
            for key in Set(entry.authors.compactMap { Self.authorKey(cache.name($0)) }) { authors[key, default: []].append(Int32(e)) }
        }
        authorEntries = authors
        authorFamilies = Set(authors.keys.compactMap { $0.split(separator: " ").first.map(String.init) })
    }

    /// The texts an item is compared by: its title and its summary (a repository's description).
    static func texts(of item: Item) -> [(text: String, isTitle: Bool)] {
        let summary = item.summary.isEmpty ? (item.repository?.description ?? "") : item.summary
        return [(item.title, true), (summary, false)]
    }

    /// `family initial` for a name with a given name, nil otherwise (a family name alone says too little).
    static func authorKey(_ name: PersonName) -> String? {
        guard name.family.utf8.count >= 2, let first = name.given.first?.unicodeScalars.first else { return nil }
        return name.family + " " + String(first)
    }

    /// A sparse vector from term occurrences: `(1 + ln tf) · idf`, L2-normalised, fixed point, sorted by term.
    static func normalised(_ raw: [(Int32, Double)], idf: (Int32) -> Double) -> [(Int32, Int32)] {
        guard !raw.isEmpty else { return [] }
        let sorted = raw.sorted { $0.0 < $1.0 }
        var merged: [(Int32, Int64)] = []
        var k = 0
        while k < sorted.count {
            let term = sorted[k].0
            var tf = 0.0
            while k < sorted.count, sorted[k].0 == term {
                tf += sorted[k].1
                k += 1
            }
            merged.append((term, Int64(((1 + log(tf)) * idf(term) * 65536).rounded())))
        }
        var squares: Int64 = 0
        for (_, w) in merged { squares &+= w &* w }
        guard squares > 0 else { return [] }
        let norm = Double(squares).squareRoot()
        return merged.map { ($0.0, Int32((Double($0.1) / norm * weightScale).rounded())) }
    }
}
