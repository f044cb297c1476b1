import Foundation
import Testing
import PaperboyModels
@testable import PaperboyViews

/// What the day page shows of the controllers' work: why an item is there, highlight
/// badges, update and cross-list markers, distinct counts and the no-announcement notice.
@Suite struct EntryMarkerTests {
    private func entry(update: Bool = false, crossList: Bool = false, badges: [String] = [], reasons: [MatchReason] = []) -> DigestEntry {
        var item = Fixtures.paper(title: "Plain", authors: ["A B"])
        item.paper?.version = update ? 2 : 1
        return DigestEntry(item: item, reasons: reasons, badges: badges, isUpdate: update, previousVersion: update ? 1 : nil,
                           isCrossList: crossList)
    }

    private func render(_ entries: [DigestEntry], status: DayStatus = .announced, sources: [DigestSource] = []) throws -> [String: String] {
        try Fixtures.renderDefault(Digest(day: Fixtures.day, title: "T", sections: [
            DigestSection(id: "a", title: "A", entries: entries),
            DigestSection(id: "b", title: "B", entries: entries),
        ], sources: sources, status: status))
    }

    @Test func whyItIsHereAndBadgesInHTML() throws {
        let html = try #require(try render([entry(badges: ["Watched <author>"], reasons: [
            MatchReason(.keyword, "diffusion", detail: "title, abstract"), MatchReason(.category, "cs.LG", detail: "cross-list"),
        ])])["index.html"])
        #expect(html.contains(#"<article class="item item-paper item-highlighted" id="a--item-arxiv-2411-01234">"#))
        #expect(html.contains(#"<p class="badges"><span class="badge badge-highlight">Watched &lt;author&gt;</span></p>"#))
        #expect(html.contains("<p class=\"why\"><span class=\"why-label\">Why it is here:</span> keyword \u{201C}diffusion\u{201D} (title, abstract); category cs.LG (cross-list)</p>"))
    }

    @Test func whyItIsHereAndBadgesInMarkdown() throws {
        let md = try #require(try render([entry(badges: ["Watched", "Vision"], reasons: [MatchReason(.author, "Ada Lovelace")])])["index.md"])
        #expect(md.contains("### [Plain](https://arxiv.org/abs/2411.01234v1)\n\n**Watched · Vision**\n\n- arXiv:2411.01234v1"))
        #expect(md.contains("_Why it is here: author Ada Lovelace_\n"))
    }

    @Test("update and cross-list markers", arguments: [
        (false, false, "New"),
        (true, false, "Updated (v1 \u{2192} v2)"),
        (false, true, "Cross-list"),
        (true, true, "Updated cross-list (v1 \u{2192} v2)"),
    ])
    func markers(update: Bool, crossList: Bool, label: String) throws {
        let files = try render([entry(update: update, crossList: crossList)])
        let type = update ? (crossList ? "replace-cross" : "replace") : (crossList ? "cross" : "new")
        // A new paper's group ("New submissions") names it; every other kind carries its badge.
        #expect(try #require(files["index.html"]).contains("<span class=\"badge badge-\(type)\">\(label)</span>") == (type != "new"))
        #expect(try #require(files["index.md"]).contains(" · cs.CL · \(label) · "))
        #expect(try #require(files["index.html"]).contains("item-updated") == update)
    }

    @Test func countsAreOfDistinctItems() throws {
        let html = try #require(try render([entry()])["index.html"])
        #expect(html.contains(#"<p class="dateline">1 item · <a href="2024/11/28/compact.html">Compact view</a></p>"#))
        #expect(html.contains("<h2 id=\"b--heading\">B</h2>\n<details class=\"fold\" open>\n<summary>1 item</summary>"))
    }

    @Test func aDayWithoutAnnouncementSaysSo() throws {
        let source = DigestSource(name: "arxiv", format: "arxiv-listing", itemCount: 0, announcement: .noAnnouncement)
        let files = try render([], status: .noAnnouncement, sources: [source])
        let html = try #require(files["index.html"])
        #expect(html.contains(#"<p class="notice">No arXiv announcement today: weekends and holidays have none.</p>"#))
        #expect(html.contains(#"<li>arxiv <span class="format">arxiv-listing</span> · 0 items · <span class="notice">no announcement today</span></li>"#))
        let md = try #require(files["index.md"])
        #expect(md.contains("No arXiv announcement today: weekends and holidays have none.\n"))
        #expect(md.contains("Sources:\n\n- arxiv (arxiv-listing, 0 items) · no announcement today\n"))
        #expect(try !(render([entry()])["index.html"] ?? "").contains("No arXiv announcement"))
    }

    @Test func everyDayHasItsOwnPagesWithRelativeLinks() throws {
        let renderer = try SiteRenderer(theme: Theme.load(from: Fixtures.templatesFolder, fileSystem: .disk))
        let earlier = Digest(day: DigestDay("2024-11-27")!, title: "T", sections: [])
        let later = Fixtures.digest()
        let files = try renderer.render(days: [earlier, later], front: later)
        #expect(files.map(\.path).filter { !$0.contains("/") || $0.hasPrefix("20") } == [
            ".nojekyll", "2024/11/27/compact.html", "2024/11/27/index.html", "2024/11/27/index.md", "2024/11/28/compact.html",
            "2024/11/28/index.html", "2024/11/28/index.md",
            "404.html", "index.html", "index.md", "robots.txt"])
        let earlierPage = String(decoding: try #require(files.first { $0.path == "2024/11/27/index.html" }).contents, as: UTF8.self)
        #expect(earlierPage.contains(#"<li><a rel="next" href="../../../2024/11/28/index.html">2024-11-28 →</a></li>"#))
        let day = String(decoding: try #require(files.first { $0.path == "2024/11/27/index.html" }).contents, as: UTF8.self)
        #expect(day.contains(#"<link rel="stylesheet" href="../../../assets/style.css">"#))
        #expect(day.contains(#"<a href="../../../index.html">T</a>"#))
        #expect(day.contains(#"<link rel="alternate" type="text/markdown" href="index.md">"#))
        let front = String(decoding: try #require(files.first { $0.path == "index.html" }).contents, as: UTF8.self)
        #expect(front.contains(#"<time datetime="2024-11-28">"#))
        #expect(front.contains(#"<link rel="stylesheet" href="assets/style.css">"#))
    }
}
