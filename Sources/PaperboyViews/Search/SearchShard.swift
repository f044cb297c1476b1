import Foundation
import PaperboyModels

/// One year of the search index, `search/<year>.js`: a script that calls
/// `paperboySearch({...})`, so it loads with `<script src>` from `file://` too.
///
/// An inverted index: `terms` (sorted by UTF-16 code units, as JavaScript compares) and,
/// at the same index, `postings`: the documents that have the term, as comma-separated
/// base-36 gaps from the previous document number, each followed by `.` and the term's
/// weight in the document when it is not 1. The weight counts a title word 3 times, an
/// author or category word twice and a summary word once (a summary's distinct words
/// only). `docs` are `[title, day index, anchor, [section indices], length]`, newest
/// first; `length` is the sum of the weights, for BM25's length normalisation.
enum SearchShard {
    static let titleWeight = 3
    static let authorWeight = 2
    static let categoryWeight = 2
    /// Authors after these are not indexed (a collaboration of hundreds).
    static let authorLimit = 20

    static func path(year: Int) -> String { "search/\(year).js" }

    /// The shard of `documents` (one year's, newest first).
    static func file(year: Int, documents: [SearchDocument]) -> SiteFile {
        var termIDs: [String: Int] = [:]
        var postings: [[UInt64]] = [] // document << 16 | weight
        var days: [DigestDay] = []
        var dayIndex: [DigestDay: Int] = [:]
        var sections: [String] = []
        var sectionIndex: [String: Int] = [:]
        var docs: [UInt8] = []
        docs.reserveCapacity(documents.count * 120)
        var pairs: [(term: Int, weight: Int)] = []
        for (d, document) in documents.enumerated() {
            pairs.removeAll(keepingCapacity: true)
            func add(_ text: some StringProtocol, _ weight: Int) {
                SearchTerms.each(String(text)) { word in
                    let id = termIDs[word] ?? {
                        let id = postings.count
                        termIDs[word] = id
                        postings.append([])
                        return id
                    }()
                    pairs.append((id, weight))
                    return true
                }
            }
            add(document.title, titleWeight)
            for author in document.authors.prefix(authorLimit) { add(author, authorWeight) }
            for category in document.categories { add(category, categoryWeight) }
            add(document.body, 1)
            pairs.sort { $0.term < $1.term }
            var length = 0
            var k = 0
            while k < pairs.count {
                let term = pairs[k].term
                var weight = 0
                while k < pairs.count, pairs[k].term == term { weight += pairs[k].weight; k += 1 }
                length += weight
                postings[term].append(UInt64(d) << 16 | UInt64(min(weight, 0xFFFF)))
            }
            let day = dayIndex[document.day] ?? {
                days.append(document.day)
                dayIndex[document.day] = days.count - 1
                return days.count - 1
            }()
            let sectionNumbers = document.sectionTitles.map { title in
                sectionIndex[title] ?? {
                    sections.append(title)
                    sectionIndex[title] = sections.count - 1
                    return sections.count - 1
                }()
            }
            if d > 0 { docs.append(0x2C) }
            append("[", EscapeTable.json.quoted(document.title), ",", String(day), ",", EscapeTable.json.quoted(document.anchor),
                   ",[", sectionNumbers.map(String.init).joined(separator: ","), "],", String(length), "]", to: &docs)
        }
        var out: [UInt8] = []
        out.reserveCapacity(docs.count * 3)
        append("paperboySearch({\"year\":", String(year), ",\"days\":[", to: &out)
        append(days.map { "[\(EscapeTable.json.quoted($0.isoText)),\(EscapeTable.json.quoted(SitePaths.day($0)))]" }.joined(separator: ","), to: &out)
        append("],\"sections\":[", sections.map { EscapeTable.json.quoted($0) }.joined(separator: ","), "],\n\"docs\":[", to: &out)
        out.append(contentsOf: docs)
        let order = termIDs.sorted { $0.key.utf16.lexicographicallyPrecedes($1.key.utf16) }
        append("],\n\"terms\":[", order.map { EscapeTable.json.quoted($0.key) }.joined(separator: ","), "],\n\"postings\":[", to: &out)
        for (i, term) in order.enumerated() {
            if i > 0 { out.append(0x2C) }
            out.append(0x22)
            var previous = 0
            for (p, posting) in postings[term.value].enumerated() {
                if p > 0 { out.append(0x2C) }
                let document = Int(posting >> 16), weight = Int(posting & 0xFFFF)
                out.append(contentsOf: String(document - previous, radix: 36).utf8)
                if weight != 1 { out.append(0x2E); out.append(contentsOf: String(weight, radix: 36).utf8) }
                previous = document
            }
            out.append(0x22)
        }
        append("]});\n", to: &out)
        return SiteFile(path: path(year: year), contents: Data(out))
    }

    private static func append(_ parts: String..., to out: inout [UInt8]) {
        for part in parts { out.append(contentsOf: part.utf8) }
    }
}
