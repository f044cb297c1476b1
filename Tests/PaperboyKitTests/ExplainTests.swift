import Foundation
import Testing
import PaperboyModels
import PaperboyStore
@testable import PaperboyKit

/// `paperboy explain` and `--verbose`'s stage counts, on a one-day archive built in the test.
@Suite struct ExplainTests {
    static let day = DigestDay(year: 2024, month: 11, day: 28)!

    static let config = """
        title: T
        sources:
          - name: listing
            path: feeds/a.xml
          - name: blog
            path: feeds/b.xml
        sections:
          - title: Learning
            id: ml
            sources: [listing]
            categories: [cs.LG]
          - title: Language
            id: lm
            query: '"language model*"'
          - title: Blog
            id: blog
            sources: [blog]
            limit: 1
        """

    static func paper(_ id: String, _ title: String, _ categories: [String]) -> Item {
        Item(id: "arxiv:\(id)", kind: .paper, title: title, url: "https://arxiv.org/abs/\(id)v1", categories: categories,
             paper: Paper(arxivID: ArxivID(id)!, version: 1, primaryCategory: categories.first))
    }

    /// A playground with the config and an archive holding two papers and two posts on ``day``.
    static func playground() throws -> Playground {
        let playground = try Playground()
        try playground.write("paperboy.yml", config)
        try playground.write("feeds/a.xml", "<rss/>")
        try playground.write("feeds/b.xml", "<rss/>")
        var archive = try Archive.open(at: playground.url.appendingPathComponent("data"), for: .recording, fileSystem: .disk)
        try archive.record([
            SourceHarvest(source: DigestSource(name: "listing", format: "arxiv-listing", itemCount: 2), items: [
                paper("2411.00001", "Language models that reason", ["cs.CL"]),
                paper("2411.00002", "Vision transformers", ["cs.CV", "cs.LG"]),
            ]),
            SourceHarvest(source: DigestSource(name: "blog", format: "rss", itemCount: 2), items: [
                Item(id: "b1", kind: .post, title: "Our new language model", url: "https://blog.example/b1"),
                Item(id: "b2", kind: .post, title: "Open day photos", url: "https://blog.example/b2"),
            ]),
        ], on: day)
        return playground
    }

    static func inspector(_ playground: Playground) -> DigestInspector {
        DigestInspector(configFile: playground.url.appendingPathComponent("paperboy.yml"), currentDirectory: playground.url, fileSystem: .disk)
    }

    @Test func keptAndRemovedByCategory() throws {
        let playground = try Self.playground()
        let explanation = try Self.inspector(playground).explain("2411.00001")
        #expect(explanation.found)
        #expect(explanation.lines == [
            "arxiv:2411.00001 \u{201C}Language models that reason\u{201D}",
            "The archive has it on 2024-11-28 (first seen, from listing).",
            "",
            "2024-11-28: shown in 1 of 3 sections.",
            "  ml: removed by categories: its categories cs.CL (primary cs.CL) are not in cs.LG",
            "  lm: shown, number 1 of 2 (keyword \u{201C}language model*\u{201D} (title))",
            "  blog: not considered: the section reads only blog; the item came from listing",
        ])
    }

    @Test func removedByQueryAndByLimit() throws {
        let playground = try Self.playground()
        let vision = try Self.inspector(playground).explain("https://arxiv.org/abs/2411.00002v1", on: Self.day)
        #expect(vision.lines.contains("  ml: shown, number 1 of 1 (category cs.LG (cross-list))"))
        #expect(vision.lines.contains("  lm: removed by query: does not match \"language model*\" (none of its terms is in the item)"))
        let photos = try Self.inspector(playground).explain("https://blog.example/b2/")
        #expect(photos.lines.contains("  blog: removed by limit: it is number 2 of 2 after sorting, past the limit of 1"))
    }

    @Test func anItemOnAnotherDayOrNowhere() throws {
        let playground = try Self.playground()
        let inspector = Self.inspector(playground)
        let otherDay = try inspector.explain("arxiv:2411.00001", on: Self.day.adding(days: 1))
        #expect(otherDay.found)
        #expect(otherDay.lines.last?.hasPrefix("2024-11-29: not in this day's digest: ") == true)
        let absent = try inspector.explain("2411.09999")
        #expect(!absent.found)
        #expect(absent.lines == ["2411.09999: no such item in the archive (1 day, 2024-11-28 to 2024-11-28)."])
    }

    @Test func stageCountsPerSection() throws {
        let playground = try Self.playground()
        #expect(try Self.inspector(playground).stageCounts(on: Self.day) == [
            "Stage counts for 2024-11-28: 4 records in the archive.",
            "  ml: 2 candidates (from listing) \u{2192} categories removed 1 (not in cs.LG) \u{2192} 1 shown",
            "  lm: 4 candidates \u{2192} query removed 2 (not matching \"language model*\") \u{2192} 2 shown",
            "  blog: 2 candidates (from blog) \u{2192} limit removed 1 (beyond the first 1) \u{2192} 1 shown",
        ])
    }

    @Test("thousands are grouped", arguments: [(0, "0"), (999, "999"), (1504, "1,504"), (1_234_567, "1,234,567")])
    func grouping(value: Int, text: String) {
        #expect(DigestInspector.count(value) == text)
    }
}
