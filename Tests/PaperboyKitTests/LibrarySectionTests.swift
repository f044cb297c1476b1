import Foundation
import PaperboyModels
import Testing
@testable import PaperboyKit

/// A section ordered by the library shows its best match first, a new version of an older
/// paper or not; `explain` says where a removed item stood against the cut-off.
@Suite struct LibrarySectionTests {
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
        """

    static let entries = [
        ArxivListing.Entry(id: "2411.00001", title: "Bird migration in autumn", abstract: "Birds migrate south."),
        ArxivListing.Entry(id: "2411.00002", title: "Attention for protein structure",
                           abstract: "Attention layers predict protein structure."),
        ArxivListing.Entry(id: "2410.03463", version: 2, title: "Sparse attention transformers for long documents",
                           abstract: "Sparse attention lets transformers read long documents."),
    ]

    private func build(_ playground: Playground) async throws -> URL {
        try playground.write("feeds/listing.xml", ArxivListing.rss(Self.entries))
        try playground.write("library/refs.bib", """
            @article{a, title = {Long documents with sparse attention transformers}, year = {2024}}
            """)
        let config = try playground.write("paperboy.yml", Self.config.replacingOccurrences(of: "TEMPLATES", with: Playground.templates.path))
        let options = BuildOptions(doors: .testing, configFile: config, day: DigestDay("2024-11-28"), now: Playground.now, currentDirectory: playground.url)
        _ = try await SiteBuild(options: options, mode: .build).run()
        return config
    }

    @Test func theBestMatchLeadsItsSectionEvenAsANewVersion() async throws {
        let playground = try Playground()
        _ = try await build(playground)
        let html = try playground.read("site/2024/11/28/index.html")
        let best = try #require(html.range(of: "id=\"for-you--item-arxiv-2410-03463\""), "the replaced paper is in For you")
        let next = try #require(html.range(of: "id=\"for-you--item-arxiv-2411-00002\""))
        #expect(best.lowerBound < next.lowerBound, "ranked first, before the new paper it outscores")
        #expect(!html.contains("<details class=\"fold replaced\" id=\"for-you--replaced\""), "nothing of For you is behind the replaced fold")
        #expect(html.contains("<details class=\"fold replaced\" id=\"learning--replaced\""), "a section sorted otherwise still folds its replacements")
    }

    @Test func explainGivesTheScoreTheRankAndTheCutOff() async throws {
        let playground = try Playground()
        let config = try await build(playground)
        let explanation = try DigestInspector(configFile: config, currentDirectory: playground.url, fileSystem: .disk)
            .explain("2411.00001", on: DigestDay("2024-11-28"))
        let line = try #require(explanation.lines.first { $0.contains("removed by library") }, "\(explanation.lines)")
        #expect(line.contains("rank 3 of 3"), "\(line)")
        #expect(line.contains("top 2"), "\(line)")
        #expect(line.contains("score 0.0000"), "\(line)")
    }
}
