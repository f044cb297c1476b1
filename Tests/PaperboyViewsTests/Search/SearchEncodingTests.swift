import Foundation
import PaperboyModels
import Testing
@testable import PaperboyViews

/// The shard's compact encoding (front-coded terms, base64 postings) decodes, as
/// `search.js` decodes it, to the documents and weights it was made of.
@Suite struct SearchEncodingTests {
    @Test func theCompactEncodingDecodesAsSearchJSDecodesIt() throws {
        // Gaps of one to three digits, weights after some, and terms that share a start
        // up to the middle of a surrogate pair (U+20001 and U+20002 share their lead unit).
        let items = (0..<700).map { n in
            SearchFixtures.item(n, title: n % 233 == 0 ? "Rare marker 𠀀𠀁" : "Item \(n)", summary: n % 17 == 0 ? "marker 𠀀𠀂" : "")
        }
        let shard = try SearchFixtures.object(SearchFixtures.files([SearchFixtures.day("2024-11-28", [("a", items)])])["search/2024-11.js"])
        let titled = Dictionary(uniqueKeysWithValues: stride(from: 0, to: 700, by: 233).map { ($0, SearchShard.titleWeight) })
        let summarised = Dictionary(uniqueKeysWithValues: stride(from: 0, to: 700, by: 17).map { ($0, 1) })
        #expect(try SearchFixtures.documents(of: "marker", in: shard) == titled.merging(summarised, uniquingKeysWith: +))
        #expect(try SearchFixtures.documents(of: "𠀀𠀁", in: shard) == titled)
        #expect(try SearchFixtures.documents(of: "𠀀𠀂", in: shard) == summarised)
        #expect(try SearchFixtures.documents(of: "698", in: shard) == [698: SearchShard.titleWeight])
        let terms = SearchFixtures.unpackTerms(try #require(shard["terms"] as? String))
        #expect(terms == terms.sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) })
        #expect(!terms.contains { $0.contains(" ") || $0.isEmpty })
    }
}
