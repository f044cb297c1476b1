import Foundation
import PaperboyModels
import Testing
@testable import PaperboyViews

@Suite struct SearchIndexTests {
    private let shared = SearchFixtures.item(1, title: "Sparse mixtures of experts", summary: "We study zygomorphic routing in gating networks.",
                                             authors: ["Søren Ærø", "Paweł Łukasz"], categories: ["cs.LG", "stat.ML"])
    private let other = SearchFixtures.item(2, title: "Dense retrieval", summary: "Retrieval with quokka embeddings.")

    @Test func eachItemOnceWithEverySectionOfItsFirstDay() throws {
        let first = SearchFixtures.day("2024-11-27", [("a", [shared, other]), ("b", [shared])])
        let later = SearchFixtures.day("2024-11-28", [("c", [shared])])
        let shard = try SearchFixtures.object(SearchFixtures.files([first, later])["search/2024-11.js"])
        let docs = try #require(shard["docs"] as? [[Any]])
        let sections = try #require(shard["sections"] as? [String])
        let days = try #require(shard["days"] as? [[String]])
        #expect(docs.map { $0[0] as? String } == [shared.title, other.title])
        let doc = docs[0]
        #expect(try #require(doc[3] as? [Int]).map { sections[$0] } == ["Section a", "Section b"])
        #expect(days[try #require(doc[1] as? Int)] == ["2024-11-27", "2024/11/27/index.html"])
        #expect(doc[2] as? String == first.entries[0].anchor)
    }

    @Test func abstractWordsAreIndexedAndTitleWordsWeighMore() throws {
        let shard = try SearchFixtures.object(SearchFixtures.files([SearchFixtures.day("2024-11-27", [("a", [shared, other])])])["search/2024-11.js"])
        #expect(try SearchFixtures.documents(of: "zygomorphic", in: shard) == [0: 1])
        #expect(try SearchFixtures.documents(of: "quokka", in: shard) == [1: 1])
        #expect(try SearchFixtures.documents(of: "retrieval", in: shard) == [1: SearchShard.titleWeight + 1])
        #expect(try SearchFixtures.documents(of: "ml", in: shard) == [0: SearchShard.categoryWeight])
        #expect(try SearchFixtures.documents(of: "the", in: shard).isEmpty, "a stopword")
        let terms = SearchFixtures.unpackTerms(try #require(shard["terms"] as? String))
        #expect(terms == terms.sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) })
    }

    @Test func namesAndTitlesAreFoldedAsQueriesAre() throws {
        let odd = SearchFixtures.item(3, title: "Łódź, Øresund und Straße")
        let shard = try SearchFixtures.object(SearchFixtures.files([SearchFixtures.day("2024-11-27", [("a", [shared, odd])])])["search/2024-11.js"])
        for word in ["soren", "aero", "pawel", "lukasz", "lodz", "oresund", "strasse"] {
            #expect(try !SearchFixtures.documents(of: word, in: shard).isEmpty, "\(word)")
        }
        let terms = SearchFixtures.unpackTerms(try #require(shard["terms"] as? String))
        #expect(!terms.contains { $0.unicodeScalars.contains { $0.value > 0x7F } })
    }

    @Test("the manifest's table folds a query scalar by scalar as the index folds words", arguments: [
        "Søren", "ÆRØ", "Straße", "Łódź", "Đorđe", "Þór", "Œuvre", "Kırşehir", "Ħamrun", "Ɖ", "Café", "ＧＰＵ", "Ελλάδα", "Ёлка", "İstanbul",
    ])
    func foldTableMatchesWordFolding(word: String) throws {
        let manifest = try SearchFixtures.object(SearchFixtures.files([SearchFixtures.day("2024-11-27", [("a", [other])])])["search/index.js"])
        let table = try #require(manifest["fold"] as? [String: String])
        let byScript = word.precomposedStringWithCanonicalMapping.unicodeScalars.map { table[String($0)] ?? String($0).lowercased() }.joined()
        #expect(byScript == SearchTerms.words(word).joined())
    }

    @Test func monthsSplitIntoShardsAndOlderShardsStayByteStable() throws {
        let old = SearchFixtures.day("2023-12-29", [("a", [other])])
        let new = SearchFixtures.day("2024-01-02", [("a", [shared])])
        let before = SearchFixtures.files([new, old])
        let manifest = try SearchFixtures.object(before["search/index.js"])
        let shards = try #require(manifest["shards"] as? [[String: Any]])
        #expect(shards.map { $0["period"] as? String } == ["2024-01", "2023-12"])
        #expect(shards.map { $0["file"] as? String } == ["2024-01.js", "2023-12.js"])
        #expect(shards.map { $0["items"] as? Int } == [1, 1])

        let next = SearchFixtures.day("2024-01-03", [("a", [SearchFixtures.item(4, title: "Next day"), other])])
        let after = SearchFixtures.files([old, new, next])
        #expect(after["search/2023-12.js"] == before["search/2023-12.js"], "an older month's shard does not change")
        #expect(after["search/2024-01.js"] != before["search/2024-01.js"])
        let january = try SearchFixtures.object(after["search/2024-01.js"])
        #expect(january["period"] as? String == "2024-01")
        #expect((january["docs"] as? [[Any]])?.count == 2, "an item listed again stays in its first month only")
        #expect(SearchFixtures.files([next, old, new]) == after, "the same days in another order give the same bytes")
    }

    @Test func stagedShardsLeaveTheResultWithTheSameBytes() throws {
        let days = [SearchFixtures.day("2023-12-29", [("a", [other])]), SearchFixtures.day("2024-01-02", [("a", [shared])])]
        let whole = SearchFixtures.files(days)
        var staged: [SiteFile] = []
        let rest = try SearchIndex.files(documents: SearchFixtures.documents(days), stage: { staged.append($0) })
        #expect(staged.map(\.path) == ["search/2024-01.js", "search/2023-12.js"], "each month as it is made, newest first")
        #expect(rest.map(\.path) == [SearchIndex.manifestPath])
        #expect(Dictionary(uniqueKeysWithValues: (staged + rest).map { ($0.path, $0.contents) }) == whole)
    }

    @Test func theSummaryCacheKeepsTheSearchText() throws {
        let day = SearchFixtures.day("2024-11-27", [("a", [shared, other]), ("b", [shared])])
        let decoded = try JSONDecoder().decode(DaySummary.self, from: try JSONEncoder().encode(day))
        #expect(decoded.searchBodies == day.searchBodies)
        let bodies = day.searchBodies
        #expect((0..<3).map { bodies.positions(of: $0).map { bodies.words[Int($0)] } }
            == [SearchTerms.body(shared.summary), SearchTerms.body(other.summary), []], "a repeat of an item has no words")
        #expect(Set(bodies.words).count == bodies.words.count)
    }

    @Test func aKeptMonthIsTheSitesShardAndTheManifestStaysTheSame() throws {
        let days = [SearchFixtures.day("2023-12-29", [("a", [other])]), SearchFixtures.day("2024-01-02", [("a", [shared])])]
        let whole = SearchFixtures.files(days)
        let files = try SearchIndex.files(documents: SearchFixtures.documents(days), kept: ["2023-12"])
        let kept = try #require(files.first { $0.path == "search/2023-12.js" })
        #expect(kept.isKept && kept.contents.isEmpty)
        #expect(files.first { $0.path == "search/2024-01.js" }?.contents == whole["search/2024-01.js"])
        #expect(files.first { $0.path == SearchIndex.manifestPath }?.contents == whole[SearchIndex.manifestPath])
    }

    @Test func aSummaryReadWithoutSearchWordsKeepsEverythingElse() throws {
        let day = SearchFixtures.day("2024-11-27", [("a", [shared, other]), ("b", [shared])])
        let decoder = JSONDecoder()
        decoder.userInfo[DaySummary.searchBodiesKey] = false
        var decoded = try decoder.decode(DaySummary.self, from: try JSONEncoder().encode(day))
        #expect(decoded.searchBodies.words.isEmpty && decoded.searchBodies.count == 0)
        decoded.searchBodies = day.searchBodies
        #expect(decoded == day)
    }

    @Test func aSummaryCacheRecordWithSearchPositionsOutOfRangeIsRejected() throws {
        let day = SearchFixtures.day("2024-11-27", [("a", [shared, other])])
        var json = try #require(try JSONSerialization.jsonObject(with: try JSONEncoder().encode(day)) as? [String: Any])
        json["searchStarts"] = [0, 1, 999]
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(DaySummary.self, from: try JSONSerialization.data(withJSONObject: json)) }
    }
}
