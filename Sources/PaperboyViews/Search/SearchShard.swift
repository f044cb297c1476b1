import Foundation
import PaperboyModels

/// One month of the search index, `search/<yyyy-mm>.js`: a script that calls
/// `paperboySearch({...})`, so it loads with `<script src>` from `file://` too.
///
/// An inverted index of every word of every title, author, category and summary:
/// `terms`, sorted by UTF-16 code units (as JavaScript compares), front-coded in one
/// string (``frontCoded(_:)``), and `postings`, one string with each term's documents in
/// the same order, separated by spaces: per document the gap from the previous one and
/// the term's weight there when it is not 1, in base64 digits (``appendPosting(gap:weight:to:)``).
/// The weight counts a title word 3 times, an author or category word twice and a summary
/// word once (a summary's distinct words only). `docs` are `[title, day index, anchor,
/// [section indices], length]`, newest first; `length` is the sum of the weights, for
/// BM25's length normalisation.
enum SearchShard {
    static let titleWeight = 3
    static let authorWeight = 2
    static let categoryWeight = 2

    static func path(period: String) -> String { SitePaths.searchShard(period) }

    /// The shard of `documents` (one month's, newest first), for `period` (`2024-11`).
    static func file(period: String, documents: ArraySlice<SearchDocument>) -> SiteFile {
        var termIDs: [String: Int] = [:]
        var postings: [[UInt32]] = [] // document << 8 | weight (at most 255)
        var days: [DigestDay] = []
        var dayIndex: [DigestDay: Int] = [:]
        var sections: [String] = []
        var sectionIndex: [String: Int] = [:]
        var docs: [UInt8] = []
        docs.reserveCapacity(documents.count * 120)
        var lastDocument: [Int32] = [] // per term, the last document that has it
        // The current day's words as term numbers, resolved once a day.
        var dayTerms: [Int] = []
        var termsDay: DigestDay?
        for (d, document) in documents.enumerated() {
            var length = 0
            func take(_ term: Int, _ weight: Int) {
                length += weight
                if lastDocument[term] == Int32(d) {
                    let last = postings[term].count - 1
                    postings[term][last] = postings[term][last] & ~0xFF | UInt32(min(Int(postings[term][last] & 0xFF) + weight, 0xFF))
                } else {
                    lastDocument[term] = Int32(d)
                    postings[term].append(UInt32(d) << 8 | UInt32(min(weight, 0xFF)))
                }
            }
            func newTerm(_ word: String) -> Int {
                termIDs[word] = postings.count
                postings.append([])
                lastDocument.append(-1)
                return postings.count - 1
            }
            func add(_ text: String, _ weight: Int) {
                SearchTerms.each(text) { word in
                    take(termIDs[word] ?? newTerm(word), weight)
                }
            }
            let entry = document.entry, bodies = document.bodies
            add(entry.title, titleWeight)
            for author in entry.authors { add(author, authorWeight) }
            for category in entry.categories { add(category, categoryWeight) }
            if termsDay != document.day {
                termsDay = document.day
                dayTerms = Array(repeating: -1, count: bodies.words.count)
            }
            for position in bodies.positions(of: Int(document.entryIndex)) {
                let p = Int(position)
                if dayTerms[p] < 0 {
                    let word = bodies.words[p]
                    dayTerms[p] = termIDs[word] ?? newTerm(word)
                }
                take(dayTerms[p], 1)
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
            append("[", EscapeTable.json.quoted(entry.title), ",", String(day), ",", EscapeTable.json.quoted(entry.anchor),
                   ",[", sectionNumbers.map(String.init).joined(separator: ","), "],", String(length), "]", to: &docs)
        }
        let postingCount = postings.reduce(0) { $0 + $1.count }
        // About two bytes a posting (a gap, now and then a weight): one allocation.
        var out = Data(capacity: docs.count + termIDs.count * 12 + postingCount * 2 + 4_096)
        append("paperboySearch({\"period\":", EscapeTable.json.quoted(period), ",\"days\":[", to: &out)
        append(days.map { "[\(EscapeTable.json.quoted($0.isoText)),\(EscapeTable.json.quoted(SitePaths.day($0)))]" }.joined(separator: ","), to: &out)
        append("],\"sections\":[", sections.map { EscapeTable.json.quoted($0) }.joined(separator: ","), "],\n\"docs\":[", to: &out)
        out.append(contentsOf: docs)
        docs = []
        let order = termIDs.sorted { $0.key.utf16.lexicographicallyPrecedes($1.key.utf16) }
        append("],\n\"terms\":", EscapeTable.json.quoted(frontCoded(order.map(\.key))), ",\n\"postings\":\"", to: &out)
        var line: [UInt8] = []
        for (i, term) in order.enumerated() {
            line.removeAll(keepingCapacity: true)
            if i > 0 { line.append(0x20) }
            var previous = 0
            for posting in postings[term.value] {
                let document = Int(posting >> 8)
                appendPosting(gap: document - previous, weight: Int(posting & 0xFF), to: &line)
                previous = document
            }
            out.append(contentsOf: line)
            postings[term.value] = []
        }
        append("\"});\n", to: &out)
        return SiteFile(path: path(period: period), contents: out)
    }

    private static func append(_ parts: String..., to out: inout [UInt8]) {
        for part in parts { out.append(contentsOf: part.utf8) }
    }

    private static func append(_ parts: String..., to out: inout Data) {
        for part in parts { out.append(contentsOf: part.utf8) }
    }
}
