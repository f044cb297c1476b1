import Foundation
import PaperboyModels

/// How many of the archive's items use each term: the weight of a shared word is
/// higher the fewer items use it. Built from per-day counts (``counts(of:)``), which
/// a cache can keep so that a new day costs only its own items.
public struct DocumentFrequencies: Sendable {
    /// The number of items counted.
    public let documents: Int
    let table: TermTable
    let counts: [Int32]

    /// Frequencies from `terms` (term → items using it) over `documents` items.
    public init(documents: Int, terms: [String: Int]) {
        var table = TermTable(capacity: terms.count)
        var counts: [Int32] = []
        counts.reserveCapacity(terms.count)
        // The learned model sums floats in term-id order, so ids follow a fixed order of the
        // terms (by a hash, which sorts faster than text), never the dictionary's, which
        // differs between two dictionaries of the same terms.
        let names = Array(terms.keys)
        let uses = Array(terms.values)
        var order = names.indices.map { k in
            var hash = FNV1a()
            hash.add(names[k])
            return (hash.value, Int32(k))
        }
        order.sort { $0.0 != $1.0 ? $0.0 < $1.0 : names[Int($0.1)] < names[Int($1.1)] }
        for (_, k) in order {
            _ = table.intern(names[Int(k)])
            counts.append(Int32(clamping: uses[Int(k)]))
        }
        self.documents = documents
        self.table = table
        self.counts = counts
    }

    /// No archive: every term is equally rare.
    public static let empty = DocumentFrequencies(documents: 0, terms: [:])

    /// The number of items using `term` (folded and stemmed as the score does).
    public func count(of term: String) -> Int {
        table.id(of: term).map { Int(counts[Int($0)]) } ?? 0
    }

    /// The terms of one day's items and how many items use each: what a cache keeps per day.
    /// Each item counts once, by id; updates (items first seen on an earlier day) are left out.
    public static func counts(of day: ArchiveDay) -> (documents: Int, terms: [String: Int]) {
        let tokenizer = TermTokenizer(cache: FoldCache())
        var seen = Set<String>()
        var table = TermTable()
        var docCounts: [Int] = []
        var documents = 0
        var mark: [Int] = []
        for archived in day.items where !archived.isUpdate && seen.insert(archived.item.id).inserted {
            documents += 1
            for text in LibraryIndex.texts(of: archived.item) {
                tokenizer.forEachTerm(in: text.text) { bytes in
                    let id = Int(table.intern(bytes))
                    if id == docCounts.count {
                        docCounts.append(0)
                        mark.append(0)
                    }
                    if mark[id] != documents {
                        mark[id] = documents
                        docCounts[id] += 1
                    }
                }
            }
        }
        var terms: [String: Int] = [:]
        terms.reserveCapacity(docCounts.count)
        for (id, count) in docCounts.enumerated() { terms[table.term(Int32(id))] = count }
        return (documents, terms)
    }

    /// The inverse document frequency of the term `id` of ``table``; ids past it (terms only
    /// the library or an item has) count as used by no item.
    @inline(__always)
    func idf(of id: Int32) -> Double {
        idf(count: Int(id) < counts.count ? Int(counts[Int(id)]) : 0)
    }

    /// The inverse document frequency of a term used by `count` items: rare terms weigh more.
    @inline(__always)
    func idf(count: Int) -> Double {
        log(Double(documents + 1) / Double(count + 1)) + 1
    }
}
