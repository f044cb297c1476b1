import Foundation
import Testing
import PaperboyStore
@testable import PaperboyKit

@Suite struct FetchRenderTests {
    static let config = """
        title: Papers
        templates: TEMPLATES
        sources:
          - name: arxiv
            path: feeds/listing.xml
            format: arxiv-listing
        sections:
          - title: Learning
            categories: [cs.LG]
          - title: Language
            query: 'title:(language OR transformer*) AND NOT survey'
        highlights:
          - label: Watched
            authors: ["Turing, A."]
        """

    private func setUp(_ playground: Playground, _ entries: [ArxivListing.Entry]) throws -> URL {
        try playground.write("feeds/listing.xml", ArxivListing.rss(entries))
        return try playground.write("paperboy.yml", Self.config.replacingOccurrences(of: "TEMPLATES", with: Playground.templates.path))
    }

    private func run(_ mode: SiteBuild.Mode, _ playground: Playground, _ day: String, output: String? = nil) async throws -> BuildReport {
        try ArxivListing.redate(playground.url.appendingPathComponent("feeds/listing.xml"), to: day)
        let options = BuildOptions(doors: .testing, configFile: playground.url.appendingPathComponent("paperboy.yml"), day: DigestDay(day),
                                   output: output.map { playground.url.appendingPathComponent($0) },
                                   now: Playground.now, currentDirectory: playground.url)
        return try await SiteBuild(options: options, mode: mode).run()
    }

    private func listing(_ playground: Playground, _ entries: [ArxivListing.Entry]) throws {
        try playground.write("feeds/listing.xml", ArxivListing.rss(entries))
    }

    @Test func fetchThenRenderIsTheSameSiteAsBuild() async throws {
        let entries = [ArxivListing.Entry(id: "2411.00001", title: "Language models"), ArxivListing.Entry(id: "2411.00002", title: "Graphs")]
        let a = try Playground()
        _ = try setUp(a, entries)
        let fetched = try await run(.fetch, a, "2024-11-28")
        #expect(fetched.summary == "Fetched 2024-11-28 from 1 source: 2 new items, 0 updates into data/.")
        #expect(!a.exists("site"))
        let rendered = try await run(.render, a, "2024-11-28")
        #expect(rendered.summary == "Rendered 2024-11-28: 2 items in 2 sections; 1 day into site/ (29 files, 29 written, 0 removed).")
        let b = try Playground()
        _ = try setUp(b, entries)
        _ = try await run(.build, b, "2024-11-28")
        // The same pages and archive; only a build, which fetched, has a run report.
        var built = try b.snapshot("site")
        #expect(built.removeValue(forKey: "report.json") != nil)
        #expect(try a.snapshot("site") == built)
        #expect(try a.snapshot("data") == b.snapshot("data"))
    }

    @Test func renderReadsNoSource() async throws {
        let playground = try Playground()
        _ = try setUp(playground, [ArxivListing.Entry(id: "2411.00001", title: "Language models")])
        _ = try await run(.fetch, playground, "2024-11-28")
        try FileManager.default.removeItem(at: playground.url.appendingPathComponent("feeds"))
        let report = try await run(.render, playground, "2024-11-28")
        #expect(report.itemCount == 1)
    }

    @Test func renderWithoutAnArchiveSaysWhatToDo() async throws {
        let playground = try Playground()
        _ = try setUp(playground, [])
        do {
            _ = try await run(.render, playground, "2024-11-28")
            Issue.record("expected an error")
        } catch let error as PipelineError {
            #expect(error.description == "open archive: data: no archive here (no index.json); run `paperboy fetch` first")
        }
    }

    @Test func aSecondRunIsRefusedWhileTheArchiveIsInUse() async throws {
        let playground = try Playground()
        _ = try setUp(playground, [ArxivListing.Entry(id: "2411.00001", title: "x")])
        let held = try Archive.open(at: playground.url.appendingPathComponent("data"), for: .recording, fileSystem: .disk)
        do {
            _ = try await run(.fetch, playground, "2024-11-28")
            Issue.record("expected an error")
        } catch let error as PipelineError {
            #expect(error.description == "open archive: data/.lock: another paperboy run (pid \(getpid())) is using the archive; wait for it to finish and try again")
        }
        withExtendedLifetime(held) {}
    }

    @Test func daysUpdatesCrossListsAndHighlightsEndToEnd() async throws {
        let playground = try Playground()
        _ = try setUp(playground, [
            ArxivListing.Entry(id: "2411.00001", title: "Language models that reason"),
            ArxivListing.Entry(id: "2411.00002", title: "Transformers for graphs", categories: ["cs.AI", "cs.LG"]),
        ])
        _ = try await run(.build, playground, "2024-11-25")
        // Tuesday's listing repeats a Monday paper: it is not new again.
        try listing(playground, [ArxivListing.Entry(id: "2411.00001", title: "Language models that reason"),
                                 ArxivListing.Entry(id: "2411.00003", title: "A survey of language models")])
        let tuesday = try await run(.build, playground, "2024-11-26")
        #expect(tuesday.change?.newItems == ["arxiv:2411.00003"])
        // Wednesday brings v2 of Monday's paper.
        try listing(playground, [ArxivListing.Entry(id: "2411.00001", version: 2, title: "Language models that reason better")])
        let wednesday = try await run(.build, playground, "2024-11-27")
        #expect(wednesday.change?.updates == ["arxiv:2411.00001"])
        #expect(wednesday.dayCount == 3)
        let monday = try playground.read("site/2024/11/25/index.html")
        #expect(monday.contains("Language models that reason</a>"))
        #expect(monday.contains(#"<span class="badge badge-cross">Cross-list</span>"#))
        #expect(monday.contains(#"<span class="badge badge-highlight">Watched</span>"#))
        #expect(monday.contains("Why it is here:</span> category cs.LG (cross-list)</p>"))
        #expect(monday.contains("Why it is here:</span> keyword \u{201C}language\u{201D} (title)</p>"))
        let tuesdayPage = try playground.read("site/2024/11/26/index.html")
        #expect(!tuesdayPage.contains("Language models that reason"))
        #expect(tuesdayPage.contains(#"<p class="dateline">1 item · <a href="../../../2024/11/26/compact.html">Compact view</a></p>"#))
        // The survey is in Learning but not in Language (NOT survey).
        #expect(tuesdayPage.contains("<h2 id=\"language--heading\">Language</h2>\n<p class=\"empty\">No items in this section today.</p>"))
        let front = try playground.read("site/index.html")
        #expect(front.contains("Language models that reason better</a>"))
        #expect(front.contains("<span class=\"badge badge-replace\">Updated (v1 \u{2192} v2)</span>"))
    }

    @Test func aWeekendIsADayWithoutAnnouncement() async throws {
        let playground = try Playground()
        _ = try setUp(playground, [])
        let report = try await run(.build, playground, "2024-11-30")
        #expect(report.sources.map(\.announcement) == [.noAnnouncement])
        #expect(try playground.read("site/index.html").contains("No arXiv announcement today"))
        #expect(try playground.read("data/index.json").contains(#""2024-11-30": {"items": 0, "revision": 1, "status": "no-announcement", "updates": 0}"#))
    }

    @Test func aBuildThatFailsToWriteTheSiteLeavesTheArchiveAsItWas() async throws {
        let playground = try Playground()
        _ = try setUp(playground, [ArxivListing.Entry(id: "2411.00001", title: "x")])
        _ = try await run(.build, playground, "2024-11-25")
        let data = try playground.snapshot("data")
        try listing(playground, [ArxivListing.Entry(id: "2411.00002", title: "y")])
        try playground.write("elsewhere/mine.txt", "not a paperboy site")
        do {
            _ = try await run(.build, playground, "2024-11-26", output: "elsewhere")
            Issue.record("expected an error")
        } catch let error as PipelineError {
            #expect(error.step == "open site")
        }
        #expect(try playground.snapshot("data") == data)
    }

    @Test func theExampleConfigBuildsOffline() async throws {
        let playground = try Playground()
        let examples = Playground.templates.deletingLastPathComponent().appendingPathComponent("Examples/paperboy.yml")
        let options = BuildOptions(doors: .testing, configFile: examples, day: DigestDay("2024-11-28"), output: playground.url.appendingPathComponent("site"),
                                   data: playground.url.appendingPathComponent("data"), now: Playground.now,
                                   currentDirectory: playground.url)
        let report = try await SiteBuild(options: options, mode: .build).run()
        #expect(report.sectionCount >= 4)
        #expect(report.itemCount > 10)
        let html = try playground.read("site/index.html")
        #expect(html.contains("Why it is here:"))
        #expect(html.contains("badge-highlight"))
    }
}
