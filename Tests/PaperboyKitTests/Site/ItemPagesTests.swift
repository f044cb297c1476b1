import Foundation
import PaperboyModels
import PaperboyViews
import Testing
@testable import PaperboyKit

/// `item_pages:`: a page per listed item with its links, days, sections and related items,
/// in the sitemap, and rendered again only when what it shows changed.
@Suite struct ItemPagesTests {
    static let config = """
        title: Papers
        base_url: https://example.org/digest/
        templates: TEMPLATES
        sources:
          - name: arxiv
            path: feeds/listing.xml
            format: arxiv-listing
        sections:
          - title: Learning
            categories: [cs.LG]
          - title: Graphs
            include: [graph]
        item_pages:
          enabled: true
          related: 2
        """

    private let playground: Playground

    init() throws {
        playground = try Playground()
        try playground.write("paperboy.yml", Self.config.replacingOccurrences(of: "TEMPLATES", with: Playground.templates.path))
    }

    static let firstDay = [
        ArxivListing.Entry(id: "2411.00001", title: "Graph neural networks for molecules",
                           abstract: "We train graph neural networks on molecules. Code at https://github.com/lab/molgraph. More text follows here."),
        ArxivListing.Entry(id: "2411.00002", title: "Graph transformers for molecules and proteins",
                           abstract: "Graph transformers predict molecule and protein properties."),
        ArxivListing.Entry(id: "2411.00003", title: "&lt;script&gt;alert(1)&lt;/script&gt; \"Quoted\" optimiser",
                           abstract: "An optimiser for deep networks &amp; &lt;b&gt;bold&lt;/b&gt; claims."),
    ]

    private func run(_ mode: SiteBuild.Mode, _ day: String, output: String = "site") async throws -> BuildReport {
        try ArxivListing.redate(playground.url.appendingPathComponent("feeds/listing.xml"), to: day)
        let options = BuildOptions(doors: .testing, configFile: playground.url.appendingPathComponent("paperboy.yml"), day: DigestDay(day),
                                   output: playground.url.appendingPathComponent(output), data: playground.url.appendingPathComponent("data"),
                                   now: Playground.now, currentDirectory: playground.url)
        return try await SiteBuild(options: options, mode: mode).run()
    }

    private func fetch(_ entries: [ArxivListing.Entry], on day: String) async throws {
        try playground.write("feeds/listing.xml", ArxivListing.rss(entries))
        _ = try await run(.fetch, day)
    }

    private func inode(_ path: String) throws -> UInt64 {
        let attributes = try FileManager.default.attributesOfItem(atPath: playground.url.appendingPathComponent(path).path)
        return (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0
    }

    @Test func aPageShowsTheItemItsLinksDaysSectionsAndRelatedItems() async throws {
        try await fetch(Self.firstDay, on: "2024-11-27")
        let report = try await run(.render, "2024-11-27")
        #expect(report.files.filter { $0.hasPrefix("items/") }.sorted()
            == ["items/2411.00001.html", "items/2411.00002.html", "items/2411.00003.html"])
        let page = try playground.read("site/items/2411.00001.html")
        for link in ["https://arxiv.org/abs/2411.00001", "https://arxiv.org/pdf/2411.00001v1", "https://arxiv.org/html/2411.00001v1",
                     "https://github.com/lab/molgraph"] {
            #expect(page.contains("href=\"\(link)\""), "\(link)")
        }
        #expect(page.contains("Ada Lovelace, Alan Turing"))
        #expect(page.contains("Code at https://github.com/lab/molgraph. More text follows here."), "the whole abstract")
        #expect(page.contains("href=\"../2024/11/27/index.html#learning--item-arxiv-2411-00001\">Learning</a>"))
        #expect(page.contains("href=\"../2024/11/27/index.html#graphs--item-arxiv-2411-00001\">Graphs</a>"))
        #expect(page.contains("Why it is here:"))
        let related = try #require(page.components(separatedBy: "id=\"related-heading\"").last)
        #expect(related.contains("href=\"../items/2411.00002.html\""), "the closest paper: it shares graph and molecule")
        #expect(!related.contains("items/2411.00001.html"), "never the item itself")
        let day = try playground.read("site/2024/11/27/index.html")
        #expect(day.contains("<h3><a href=\"../../../items/2411.00001.html\">Graph neural networks for molecules</a></h3>\n<p class=\"meta\">"),
                "the title opens the item page, the metadata follows it")
        #expect(day.contains("<a class=\"source-link\" href=\"https://arxiv.org/abs/2411.00001\">arXiv:2411.00001v1</a>"),
                "the arXiv id opens the source")
    }

    @Test func hostileTextIsEscaped() async throws {
        try await fetch(Self.firstDay, on: "2024-11-27")
        _ = try await run(.render, "2024-11-27")
        let page = try playground.read("site/items/2411.00003.html")
        #expect(!page.contains("<script>alert"))
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt; &quot;Quoted&quot; optimiser"))
        #expect(!page.contains("<b>bold</b>"))
    }

    @Test func sharingTagsAndSitemap() async throws {
        try await fetch(Self.firstDay, on: "2024-11-27")
        _ = try await run(.render, "2024-11-27")
        let page = try playground.read("site/items/2411.00001.html")
        #expect(page.contains("<link rel=\"canonical\" href=\"https://example.org/digest/items/2411.00001.html\">"))
        #expect(page.contains("<meta property=\"og:type\" content=\"article\">"))
        #expect(page.contains("<meta name=\"description\" content=\"We train graph neural networks on molecules. Code at https://github.com/lab/molgraph. More text follows here.\">"))
        #expect(page.contains("<meta name=\"twitter:card\" content=\"summary\">"))
        #expect(try playground.read("site/2024/11/27/index.html").contains("<meta property=\"og:type\" content=\"website\">"))
        let sitemap = try playground.read("site/sitemap.xml")
        for id in ["2411.00001", "2411.00002", "2411.00003"] {
            #expect(sitemap.contains("<loc>https://example.org/digest/items/\(id).html</loc>"))
        }
    }

    @Test func sectionPagesAndFeedsLinkTheItemPages() async throws {
        try await fetch(Self.firstDay, on: "2024-11-27")
        _ = try await run(.render, "2024-11-27")
        #expect(try playground.read("site/sections/graphs/index.html").contains("<a href=\"../../items/2411.00002.html\">"))
        #expect(try playground.read("site/feeds/atom.xml").contains("href=\"https://example.org/digest/items/2411.00001.html\""))
        #expect(try playground.read("site/feeds/feed.json").contains("\"url\" : \"https://example.org/digest/items/2411.00003.html\""))
    }

    @Test func rendersAreDeterministic() async throws {
        try await fetch(Self.firstDay, on: "2024-11-27")
        _ = try await run(.render, "2024-11-27")
        _ = try await run(.render, "2024-11-27", output: "again")
        #expect(try playground.snapshot("site") == playground.snapshot("again"))
    }

    @Test func anUnchangedRunWritesNothingAndANewDayWritesOnlyItsItemPages() async throws {
        try await fetch(Self.firstDay, on: "2024-11-27")
        _ = try await run(.render, "2024-11-27")
        let unchanged = try await run(.render, "2024-11-27")
        #expect(unchanged.filesWritten == 0)
        let old = ["2411.00001", "2411.00002", "2411.00003"].map { "site/items/\($0).html" }
        let before = try old.map(inode)
        try await fetch([ArxivListing.Entry(id: "2411.00009", title: "Graph sampling")], on: "2024-11-28")
        _ = try await run(.render, "2024-11-28")
        #expect(playground.exists("site/items/2411.00009.html"))
        #expect(try old.map(inode) == before, "the old items' pages are kept as they were, not written")
        _ = try await run(.render, "2024-11-28", output: "fresh")
        #expect(try playground.snapshot("site") == playground.snapshot("fresh"))
    }

    @Test func aNewVersionOnALaterDayIsListedOnTheFirstDaysPage() async throws {
        try await fetch(Self.firstDay, on: "2024-11-27")
        _ = try await run(.render, "2024-11-27")
        let untouched = try inode("site/items/2411.00003.html")
        try await fetch([ArxivListing.Entry(id: "2411.00001", version: 2, title: "Graph neural networks for molecules")], on: "2024-11-28")
        _ = try await run(.render, "2024-11-28")
        let page = try playground.read("site/items/2411.00001.html")
        #expect(page.contains("href=\"../2024/11/27/index.html\">Wednesday, 27 November 2024</a>"))
        #expect(page.contains("href=\"../2024/11/28/index.html\">Thursday, 28 November 2024</a>"))
        #expect(try inode("site/items/2411.00003.html") == untouched)
        #expect(!(try playground.read("site/2024/11/28/index.html").contains("items/2411.00001.html")),
                "a day page links only the item pages it makes")
        _ = try await run(.render, "2024-11-28", output: "fresh")
        #expect(try playground.snapshot("site") == playground.snapshot("fresh"))
    }

    /// A day's pages that nothing changed are kept, not made again: changed by hand here, they stay as they were.
    @Test func aLaterVersionMakesAgainOnlyItsItemsPageOfTheFirstDay() async throws {
        try await fetch(Self.firstDay, on: "2024-11-26")
        try await fetch([ArxivListing.Entry(id: "2411.00007", title: "Sparse attention")], on: "2024-11-27")
        _ = try await run(.render, "2024-11-27")
        for path in ["site/items/2411.00002.html", "site/2024/11/26/index.html"] {
            try playground.write(path, "kept, not made again")
        }
        try await fetch([ArxivListing.Entry(id: "2411.00001", version: 2, title: "Graph neural networks for molecules")], on: "2024-11-28")
        _ = try await run(.render, "2024-11-28")
        #expect(try playground.read("site/items/2411.00001.html").contains("href=\"../2024/11/28/index.html\">Thursday, 28 November 2024</a>"))
        #expect(try playground.read("site/items/2411.00002.html") == "kept, not made again", "its later day did not change")
        #expect(try playground.read("site/2024/11/26/index.html") == "kept, not made again", "the first day's page shows nothing of later days")
        #expect(try playground.read("site/2024/11/27/index.html").contains("2024/11/28/index.html"), "the day before the new one links it")
    }

    @Test func aDaysWindowDropsTheOldDaysPagesAndEveryLinkToThem() async throws {
        try playground.write("paperboy.yml", Self.config.replacingOccurrences(of: "TEMPLATES", with: Playground.templates.path)
            .replacingOccurrences(of: "related: 2", with: "related: 2\n  days: 1"))
        try await fetch(Self.firstDay, on: "2024-11-27")
        _ = try await run(.render, "2024-11-27")
        #expect(playground.exists("site/items/2411.00002.html"))
        try await fetch([ArxivListing.Entry(id: "2411.00009", title: "Graph sampling"),
                         ArxivListing.Entry(id: "2411.00001", version: 2, title: "Graph neural networks for molecules")], on: "2024-11-28")
        let report = try await run(.render, "2024-11-28")
        #expect(report.files.filter { $0.hasPrefix("items/") } == ["items/2411.00009.html"])
        let day = try playground.read("site/2024/11/28/index.html")
        #expect(day.contains("items/2411.00009.html"))
        #expect(!day.contains("items/2411.00001.html"), "its page would be made by a day before the window")
        #expect(!(try playground.read("site/2024/11/27/index.html").contains("href=\"../../../items/")))
        #expect(!(try playground.read("site/sitemap.xml").contains("items/2411.00001.html")))
        #expect(try playground.read("site/sections/graphs/index.html").contains("href=\"../../2024/11/28/index.html#graphs--item-arxiv-2411-00001\""))
        _ = try await run(.render, "2024-11-28", output: "fresh")
        #expect(try playground.snapshot("site") == playground.snapshot("fresh"))
    }

    @Test func withoutTheKeyNoItemPagesAndNoLinks() async throws {
        try playground.write("paperboy.yml", Self.config.replacingOccurrences(of: "TEMPLATES", with: Playground.templates.path)
            .replacingOccurrences(of: "enabled: true", with: "enabled: false"))
        try await fetch(Self.firstDay, on: "2024-11-27")
        let report = try await run(.render, "2024-11-27")
        #expect(!report.files.contains { $0.hasPrefix("items/") })
        let day = try playground.read("site/2024/11/27/index.html")
        #expect(!day.contains("href=\"../../../items/"))
        #expect(day.contains("<h3><a href=\"https://arxiv.org/abs/2411.00001\">"), "without item pages the title opens the source")
        #expect(!day.contains("class=\"source-link\""))
    }
}
