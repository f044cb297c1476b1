import Foundation
import PaperboyModels
import Testing
@testable import PaperboyViews

/// Days of items for the search and author index tests.
enum SearchFixtures {
    static func item(_ n: Int, title: String, summary: String = "", authors: [String] = ["Ada Lovelace"],
                     categories: [String] = ["cs.LG"]) -> Item {
        Item(id: "arxiv:2411.\(String(format: "%05d", n))", kind: .paper, title: title, url: "https://arxiv.org/abs/2411.\(n)",
             summary: summary, authors: authors.map { Author(name: $0) }, categories: categories)
    }

    static func day(_ text: String, _ sections: [(id: String, items: [Item])]) -> DaySummary {
        DaySummary(digest: Digest(day: DigestDay(text)!, title: "T",
                                  sections: sections.map { DigestSection(id: $0.id, title: "Section " + $0.id, items: $0.items) }))
    }

    /// `days` newest first, as the site renders them.
    static func documents(_ days: [DaySummary]) -> [SearchDocument] {
        SearchDocument.all(days: days.sorted { $0.day > $1.day })
    }

    static func files(_ days: [DaySummary]) -> [String: Data] {
        Dictionary(uniqueKeysWithValues: try! SearchIndex.files(documents: documents(days)).map { ($0.path, $0.contents) })
    }

    /// A shard or the manifest as the object its script passes to `paperboySearch(…)`.
    static func object(_ data: Data?) throws -> [String: Any] {
        let text = String(decoding: try #require(data), as: UTF8.self)
        let prefix = "paperboySearch(", suffix = ");\n"
        #expect(text.hasPrefix(prefix) && text.hasSuffix(suffix))
        let json = Data(text.dropFirst(prefix.count).dropLast(suffix.count).utf8)
        return try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    }

    /// The documents (numbers) a shard's term points at, with the term's weight in each,
    /// decoded as `search.js` decodes them: the front-coded terms unpacked, then the
    /// term's postings read digit by digit.
    static func documents(of term: String, in shard: [String: Any]) throws -> [Int: Int] {
        let terms = unpackTerms(try #require(shard["terms"] as? String))
        let postings = try #require(shard["postings"] as? String).split(separator: " ", omittingEmptySubsequences: false)
        #expect(terms.count == postings.count)
        guard let i = terms.firstIndex(of: term) else { return [:] }
        let digit = Dictionary(uniqueKeysWithValues: SearchShard.digits.enumerated().map { (Character(UnicodeScalar($0.element)), $0.offset) })
        let text = Array(postings[i])
        var k = 0
        func number() throws -> Int {
            var value = 0, shift = 0, d = 0
            repeat {
                d = try #require(digit[text[k]]); k += 1
                value += (d & 31) << shift; shift += 5
            } while d & 32 != 0
            return value
        }
        var out: [Int: Int] = [:], doc = 0
        while k < text.count {
            let v = try number()
            doc += v / 2
            out[doc] = v % 2 == 1 ? try number() : 1
        }
        return out
    }

    /// The terms of a shard, as `search.js` unpacks them (in UTF-16 code units, as JavaScript slices).
    static func unpackTerms(_ packed: String) -> [String] {
        guard !packed.isEmpty else { return [] }
        var previous: [UInt16] = []
        return packed.split(separator: " ", omittingEmptySubsequences: false).map { part in
            let units = Array(part.utf16)
            let shared = SearchShard.digits.firstIndex(of: UInt8(units[0]))!
            previous = Array(previous.prefix(shared)) + units.dropFirst()
            return String(decoding: previous, as: UTF16.self)
        }
    }
}
