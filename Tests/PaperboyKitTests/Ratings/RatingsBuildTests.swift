import Foundation
import Testing
import PaperboyModels
import PaperboyStore
@testable import PaperboyKit

/// Ratings files change the next run: a 👎 sinks what is like it, a 👍 lifts what is like
/// it and says so, a mute hides its author on its days only, and `explain` says why.
@Suite struct RatingsBuildTests {
    static let day = DigestDay("2024-11-28")!

    static func paper(_ id: String, _ title: String, _ abstract: String, _ authors: [String]) -> Item {
        Item(id: "arxiv:\(id)", kind: .paper, title: title, url: "https://arxiv.org/abs/\(id)v1", summary: abstract,
             authors: authors.map { Author(name: $0) }, categories: ["cs.LG"],
             paper: Paper(arxivID: ArxivID(id)!, version: 1, primaryCategory: "cs.LG"))
    }

    static let items = [
        paper("2411.00001", "Sparse attention for long documents", "Transformers with sparse attention read long documents.", ["Ada Lovelace"]),
        paper("2411.00002", "Protein diffusion models", "A diffusion model designs protein backbones.", ["Jane Doe"]),
        paper("2411.00003", "Protein folding with diffusion", "Diffusion models fold protein structures.", ["Alan Turing"]),
        paper("2411.00004", "Weather forecasting with graph networks", "Graph networks forecast the weather.", ["Grace Hopper"]),
    ]

    /// An archive of ``items`` on ``day``, a library about attention and proteins, and `ratings`.
    static func playground(ratings: [Rating]) throws -> Playground {
        let playground = try Playground()
        _ = try playground.write("paperboy.yml", """
            title: T
            sources:
              - name: listing
                path: feeds/a.xml
            library:
              paths: [library.bib]
            sections:
              - kind: for_you
                min_score: 0.02
              - title: All
                id: all
            """)
        _ = try playground.write("feeds/a.xml", "<rss/>")
        _ = try playground.write("library.bib", """
            @article{a, title = {Long documents with sparse attention transformers}, year = {2024}}
            @article{b, title = {Protein backbones from diffusion models}, year = {2024}}
            """)
        for rating in ratings { _ = try playground.write("ratings/" + rating.fileName, rating.fileText) }
        var archive = try Archive.open(at: playground.url.appendingPathComponent("data"), for: .recording, fileSystem: .disk)
        try archive.record([SourceHarvest(source: DigestSource(name: "listing", format: "arxiv-listing", itemCount: items.count),
                                          items: items)], on: day)
        return playground
    }

    static func forYou(_ playground: Playground, on day: DigestDay = day) throws -> [DigestEntry] {
        let config = try PaperboyConfig.load(from: playground.url.appendingPathComponent("paperboy.yml"), currentDirectory: playground.url, fileSystem: .disk)
        let archive = ArchiveReader(folder: config.data, fileSystem: .disk)
        let digest = try config.digestBuilder(ratings: config.ratings(fileSystem: .disk), fileSystem: .disk).build(try archive.day(day))
        return digest.sections.first { $0.id == "for-you" }?.entries ?? []
    }

    @Test func aDislikeSinksItsTopicAndALikeLiftsAnother() throws {
        let before = try Self.forYou(try Self.playground(ratings: [])).map(\.item.id)
        #expect(before.contains("arxiv:2411.00003"), "the library alone keeps the protein paper: \(before)")
        #expect(!before.contains("arxiv:2411.00004"))
        let rated = try Self.playground(ratings: [
            Rating(verdict: .down, target: .item("arxiv:2411.00002"), date: Self.day),
            Rating(verdict: .up, target: .item("arxiv:2411.00004"), date: Self.day),
        ])
        let after = try Self.forYou(rated)
        #expect(!after.map(\.item.id).contains("arxiv:2411.00003"), "\(after.map(\.item.id))")
        let weather = try #require(after.first { $0.item.id == "arxiv:2411.00004" })
        #expect(weather.library?.closestRating == .up)
    }

    @Test func aMuteHidesItsAuthorUntilItEndsAndExplainSaysWhy() throws {
        let mute = Rating(verdict: .mute, target: .author("Doe, Jane"), date: Self.day, days: 1)
        let ended = Rating(verdict: .mute, target: .author("Alan Turing"), date: Self.day.adding(days: -2), days: 2)
        let playground = try Self.playground(ratings: [mute, ended])
        let config = try PaperboyConfig.load(from: playground.url.appendingPathComponent("paperboy.yml"), currentDirectory: playground.url, fileSystem: .disk)
        let archive = ArchiveReader(folder: config.data, fileSystem: .disk)
        let muted = try config.digestBuilder(ratings: config.ratings(fileSystem: .disk), fileSystem: .disk).build(try archive.day(Self.day))
        #expect(!muted.sections.flatMap(\.entries).contains { $0.item.id == "arxiv:2411.00002" })
        #expect(muted.sections.first { $0.id == "all" }?.entries.contains { $0.item.id == "arxiv:2411.00003" } == true,
                "a mute of two days from 2024-11-26 is over on 2024-11-28")
        let inspector = DigestInspector(configFile: playground.url.appendingPathComponent("paperboy.yml"), currentDirectory: playground.url, fileSystem: .disk)
        let lines = try inspector.explain("2411.00002", on: Self.day).lines
        #expect(lines.contains("  all: removed by mute: the author Doe, Jane is muted from 2024-11-28 for 1 day, until 2024-11-28 (ratings/\(mute.fileName):1)"),
                "\(lines)")
    }

    @Test func aMalformedRatingFileIsNamedByTheBuildRankAndExplain() async throws {
        let playground = try Self.playground(ratings: [Rating(verdict: .up, target: .item("arxiv:2411.00004"), date: Self.day)])
        _ = try playground.write("ratings/2024-11-28-up-typo.yml", "rating: upp\nitem: arxiv:2411.00002\n")
        let config = playground.url.appendingPathComponent("paperboy.yml")
        let named = "rating skipped: ratings/2024-11-28-up-typo.yml:1"

        let ranking = try DayRanking.run(RankOptions(configFile: config, currentDirectory: playground.url, fileSystem: .disk))
        #expect(ranking.issues.contains { $0.hasPrefix(named) }, "\(ranking.issues)")
        #expect(ranking.items.first { $0.id == "2411.00004" }?.match?.closestRating == .up, "the well-formed rating still counts")

        let inspector = DigestInspector(configFile: config, currentDirectory: playground.url, fileSystem: .disk)
        #expect(try inspector.explain("2411.00002").lines.contains { $0.hasPrefix(named) })
        let liked = try inspector.explain("2411.00004", on: Self.day).lines
        #expect(liked.contains { $0.hasPrefix("  for-you: shown, number ") && $0.contains("(library score ") && $0.contains(", closest \u{201C}") },
                "a shown item of a library-sorted section gives its score: \(liked)")

        let options = BuildOptions(doors: .testing, configFile: config, day: Self.day, now: Playground.now, currentDirectory: playground.url)
        let report = try await SiteBuild(options: options, mode: .build).run()
        #expect(report.warnings.contains { $0.hasPrefix(named) }, "\(report.warnings)")
        let runReport = try playground.read("site/" + SiteBuild.reportFile)
        #expect(runReport.contains("ratings/2024-11-28-up-typo.yml:1"), "\(runReport)")
    }
}
