import Foundation
import PaperboyModels
import Testing
@testable import PaperboyKit

/// Every link to an item page, on every written page, feed and sitemap, names a written file
/// (``ItemPageLinkCheck``): also when the day that first archived an item did not list it.
@Suite struct ItemPageLinkTests {
    private let playground: Playground

    init() throws {
        playground = try Playground()
        try playground.write("paperboy.yml", ItemPagesTests.config.replacingOccurrences(of: "TEMPLATES", with: Playground.templates.path))
    }

    private func run(_ mode: SiteBuild.Mode, _ day: String, output: String = "site") async throws {
        try ArxivListing.redate(playground.url.appendingPathComponent("feeds/listing.xml"), to: day)
        let options = BuildOptions(doors: .testing, configFile: playground.url.appendingPathComponent("paperboy.yml"), day: DigestDay(day),
                                   output: playground.url.appendingPathComponent(output), data: playground.url.appendingPathComponent("data"),
                                   now: Playground.now, currentDirectory: playground.url)
        _ = try await SiteBuild(options: options, mode: mode).run()
    }

    private func fetch(_ entries: [ArxivListing.Entry], on day: String) async throws {
        try playground.write("feeds/listing.xml", ArxivListing.rss(entries))
        _ = try await run(.fetch, day)
    }

    /// Archived on the 27th but in no section (math.CO, no "graph"); its new version on the 28th is in Learning.
    private func archiveUnlistedThenListed() async throws {
        try await fetch(ItemPagesTests.firstDay + [ArxivListing.Entry(id: "2411.00005", title: "Counting trees", categories: ["math.CO"])],
                        on: "2024-11-27")
        try await fetch([ArxivListing.Entry(id: "2411.00005", version: 2, title: "Counting trees", categories: ["cs.LG"]),
                         ArxivListing.Entry(id: "2411.00009", title: "Graph sampling"),
                         ArxivListing.Entry(id: "2411.00001", version: 2, title: "Graph neural networks for molecules")], on: "2024-11-28")
    }

    @Test func aLaterVersionOfAnItemItsFirstDayLeftOutLinksNoMissingPage() async throws {
        try await archiveUnlistedThenListed()
        try await run(.render, "2024-11-28")
        let day = try playground.read("site/2024/11/28/index.html")
        #expect(day.contains("learning--item-arxiv-2411-00005"), "the new version is listed")
        #expect(!playground.exists("site/items/2411.00005.html"), "its first day did not list it, so made no page")
        #expect(!day.contains("items/2411.00005.html"))
        let check = try ItemPageLinkCheck(site: playground.url.appendingPathComponent("site"), baseURL: "https://example.org/digest/")
        #expect(check.broken.isEmpty, "\(check.broken)")
        let pages = Set(check.links.map(\.page))
        for page in ["2024/11/27/index.html", "2024/11/28/index.html", "sections/learning/index.html", "feeds/atom.xml",
                     "sitemap.xml", "items/2411.00001.html"] {
            #expect(pages.contains(page), "\(page) links item pages")
        }
    }

    @Test func anIncrementalRenderLinksOnlyWrittenPagesToo() async throws {
        try await fetch(ItemPagesTests.firstDay + [ArxivListing.Entry(id: "2411.00005", title: "Counting trees", categories: ["math.CO"])],
                        on: "2024-11-27")
        try await run(.render, "2024-11-27")
        try await fetch([ArxivListing.Entry(id: "2411.00005", version: 2, title: "Counting trees", categories: ["cs.LG"])], on: "2024-11-28")
        try await run(.render, "2024-11-28")
        let check = try ItemPageLinkCheck(site: playground.url.appendingPathComponent("site"), baseURL: "https://example.org/digest/")
        #expect(check.broken.isEmpty, "\(check.broken)")
        #expect(!check.links.isEmpty)
    }

    @Test func theDemoLinksOnlyWrittenItemPages() async throws {
        let site = try await DemoSite.build()
        let check = try ItemPageLinkCheck(site: site, baseURL: "https://example.org/digest/")
        #expect(check.broken.isEmpty, "\(check.broken)")
        #expect(check.links.count > 50)
    }
}
