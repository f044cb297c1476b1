import Foundation
import PaperboyControllers
import PaperboyModels
import Testing
@testable import PaperboyKit

/// `paperboy rank` end to end from a `path:` arXiv listing, and the ranked digest's pages and feeds.
@Suite struct RankTests {
    static let config = """
        title: Papers
        templates: TEMPLATES
        sources:
          - name: arxiv
            path: feeds/listing.xml
            format: arxiv-listing
        library:
          paths: [library]
        sections:
          - kind: for_you
            top: 2
          - title: Learning
            categories: [cs.LG]
            sort: library
            min_score: 0.01
        """

    static let entries = [
        ArxivListing.Entry(id: "2411.00001", title: "Sparse attention for long-context language models",
                           abstract: "Transformers with sparse attention read long documents."),
        ArxivListing.Entry(id: "2411.00002", title: "Diffusion models for protein structure",
                           abstract: "A diffusion model generates protein backbones."),
        ArxivListing.Entry(id: "2411.00003", title: "Bird migration in G\\\"ottingen", categories: ["q-bio.PE"],
                           authors: "Przemys{\\l}aw Nowak", abstract: "Birds migrate in autumn."),
    ]

    private func setUp(_ playground: Playground) async throws -> URL {
        try playground.write("feeds/listing.xml", ArxivListing.rss(Self.entries))
        try playground.write("library/refs.bib", """
            @article{a, title = {Long documents with sparse attention transformers}, year = {2024}}
            @article{broken, title = {No comma} author = {X}}
            """)
        try playground.write("library/ids.txt", "2411.00002\n")
        let config = try playground.write("paperboy.yml", Self.config.replacingOccurrences(of: "TEMPLATES", with: Playground.templates.path))
        let options = BuildOptions(doors: .testing, configFile: config, day: DigestDay("2024-11-28"), now: Playground.now,
                                   currentDirectory: playground.url)
        _ = try await SiteBuild(options: options, mode: .build).run()
        return config
    }

    @Test func jsonIsOrderedByScoreWithReasonsAndTheSameBytesTwice() async throws {
        let playground = try Playground()
        let config = try await setUp(playground)
        let options = RankOptions(configFile: config, currentDirectory: playground.url, date: "2024-11-28", format: .json, fileSystem: .disk)
        let first = try DayRanking.run(options).json
        #expect(try DayRanking.run(options).json == first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
        #expect(object["day"] as? String == "2024-11-28")
        #expect((object["library"] as? [String: Int]) == ["entries": 2, "skipped": 1])
        let items = try #require(object["items"] as? [[String: Any]])
        #expect(items.map { $0["id"] as? String } == ["2411.00002", "2411.00001", "2411.00003"])
        #expect(items.map { $0["rank"] as? Int } == [1, 2, 3])
        // The id-only library entry took its title from the archive, so the paper is its own closest entry.
        let closest = try #require(items[0]["closest"] as? [String: Any])
        #expect(closest["title"] as? String == "Diffusion models for protein structure")
        #expect(closest["id"] as? String == "arxiv:2411.00002")
        #expect(closest["link"] as? String == "https://arxiv.org/abs/2411.00002")
        #expect((items[1]["terms"] as? [String])?.contains("sparse") == true)
        #expect(items[1]["sections"] as? [String] == ["for-you", "learning"])
        #expect(items[2]["closest"] is NSNull)
        #expect(items[2]["title"] as? String == "Bird migration in Göttingen")
    }

    @Test func theTableLinesUpItsColumns() async throws {
        let playground = try Playground()
        let config = try await setUp(playground)
        let table = try DayRanking.run(RankOptions(configFile: config, currentDirectory: playground.url, date: "2024-11-28", fileSystem: .disk)).table
        let rows = table.split(separator: "\n").dropFirst().filter { !$0.contains("\u{21B3}") }.map(String.init)
        #expect(rows.count == 3)
        // Each row: rank, score with 4 decimals, id, title; the titles start in the same column.
        let scores = rows.map { $0.split(separator: " ", omittingEmptySubsequences: true)[1] }
        #expect(scores.allSatisfy { $0.split(separator: ".").last?.count == 4 }, "\(scores)")
        var titleColumns = Set<Int>()
        for (row, word) in zip(rows, ["Diffusion", "Sparse", "Bird"]) {
            let found = try #require(row.range(of: word), "\(word) in \(row)")
            titleColumns.insert(row.distance(from: row.startIndex, to: found.lowerBound))
        }
        #expect(titleColumns.count == 1, "\(table)")
    }

    @Test func sectionLibraryOverrideAndLimit() async throws {
        let playground = try Playground()
        let config = try await setUp(playground)
        try playground.write("other.txt", "2411.00001\n")
        let ranking = try DayRanking.run(RankOptions(configFile: config, currentDirectory: playground.url, section: "learning",
                                                     libraries: ["other.txt"], format: .json, limit: 1, fileSystem: .disk))
        #expect(ranking.entries == 1)
        #expect(ranking.items.map(\.id) == ["2411.00001"])
        #expect(throws: ConfigError.self) {
            try DayRanking.run(RankOptions(configFile: config, currentDirectory: playground.url, libraries: ["missing.bib"], fileSystem: .disk))
        }
        #expect(throws: RankUsageError.self) {
            try DayRanking.run(RankOptions(configFile: config, currentDirectory: playground.url, section: "nope", fileSystem: .disk))
        }
    }

    @Test func pagesAndFeedsCarryTheReason() async throws {
        let playground = try Playground()
        let config = try await setUp(playground)
        // The build filed the day as it ranked it; the archive holds the id-only entry's paper from the next run on.
        _ = try await SiteBuild(options: BuildOptions(doors: .testing, configFile: config, day: DigestDay("2024-11-28"), now: Playground.now,
                                                      currentDirectory: playground.url), mode: .render).run()
        let html = try playground.read("site/2024/11/28/index.html")
        #expect(html.contains(#"For you:</span> close to <a href="https://arxiv.org/abs/2411.00002">Diffusion models for protein structure</a>"#))
        let markdown = try playground.read("site/2024/11/28/index.md")
        #expect(markdown.contains("_For you: close to [Diffusion models for protein structure](https://arxiv.org/abs/2411.00002)"))
        // The feeds say it in the pages' words (the locale's), with the closest entry's link.
        let reason = "For you: close to Diffusion models for protein structure"
        #expect(try playground.read("site/feeds/atom.xml").contains(reason + " (shared: "))
        #expect(try playground.read("site/feeds/feed.json").contains(reason + " (shared: "))
        #expect(try playground.read("site/feeds/atom.xml").contains("&lt;https://arxiv.org/abs/2411.00002&gt;. "))
        // The "For you" section keeps its top 2; the bird paper shares nothing with the library.
        #expect(!html.contains("for-you--item-arxiv-2411-00003"))
    }

    @Test func checkNamesTheMalformedEntry() async throws {
        let playground = try Playground()
        let config = try await setUp(playground)
        let check = try #require(try LibraryCheck.run(configFile: config, currentDirectory: playground.url, fileSystem: .disk))
        #expect(check.issues.map(\.description) == ["library/refs.bib:2: expected , or } after the field \"title\""])
        #expect(check.summary == "library: 2 entries in 2 files; 1 malformed entry skipped.")
    }

    @Test("incremental document frequencies equal the frequencies counted from scratch")
    func incrementalFrequencies() throws {
        let playground = try Playground()
        func day(_ text: String, _ titles: [String]) -> ArchiveDay {
            ArchiveDay(day: DigestDay(text)!, status: .announced, items: titles.enumerated().map { k, title in
                ArchivedItem(item: Item(id: "\(text)-\(k)", kind: .post, title: title), sources: ["s"])
            })
        }
        var days = [day("2024-11-27", ["sparse attention", "protein diffusion"]), day("2024-11-28", ["sparse graphs"])]
        let read: (DigestDay) throws -> ArchiveDay = { d in days.first { $0.day == d }! }
        let incremental = DocumentFrequencyCache(folder: playground.url.appendingPathComponent("a"), fileSystem: .disk)
        _ = try incremental.frequencies(days: [(days[0].day, "s1")], read: read)
        var both = try incremental.frequencies(days: [(days[0].day, "s1"), (days[1].day, "s1")], read: { d in
            #expect(d == days[1].day, "a day already counted is read again")
            return try read(d)
        })
        let scratch = try DocumentFrequencyCache(folder: playground.url.appendingPathComponent("b"), fileSystem: .disk)
            .frequencies(days: [(days[0].day, "s1"), (days[1].day, "s1")], read: read)
        #expect(both.terms == scratch.terms && both.documents == scratch.documents && both.documents == 3)
        #expect(both.terms["sparse"] == 2)
        // A changed day is subtracted and counted again.
        days[0] = day("2024-11-27", ["protein folding"])
        both = try incremental.frequencies(days: [(days[0].day, "s2"), (days[1].day, "s1")], read: read)
        #expect(both.terms["sparse"] == 1 && both.terms["attention"] == nil && both.documents == 2)
    }
}
