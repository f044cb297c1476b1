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

    /// The documents (numbers) a shard's term points at, decoded as `search.js` does.
    static func documents(of term: String, in shard: [String: Any]) throws -> [Int: Int] {
        let terms = try #require(shard["terms"] as? [String]), postings = try #require(shard["postings"] as? [String])
        guard let i = terms.firstIndex(of: term) else { return [:] }
        var out: [Int: Int] = [:], doc = 0
        for part in postings[i].split(separator: ",") {
            let pieces = part.split(separator: ".")
            doc += try #require(Int(pieces[0], radix: 36))
            out[doc] = pieces.count > 1 ? try #require(Int(pieces[1], radix: 36)) : 1
        }
        return out
    }
}
