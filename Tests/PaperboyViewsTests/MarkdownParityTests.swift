import Foundation
import Testing
import PaperboyModels
@testable import PaperboyViews

/// The day's Markdown page carries what its HTML page carries: contents with counts, the
/// items in the same order with the same folding, failed and stale sources, source warnings.
@Suite struct MarkdownParityTests {
    private func paper(_ id: String, _ title: String, _ type: AnnounceType) -> DigestEntry {
        var item = Fixtures.paper(title: title, authors: ["A B"])
        item.id = "arxiv:\(id)"
        item.paper?.arxivID = ArxivID(id)!
        item.paper?.announceType = type
        item.paper?.version = type.isUpdate ? 2 : 1
        return DigestEntry(item: item, isUpdate: type.isUpdate, previousVersion: type.isUpdate ? 1 : nil)
    }

    /// A section as the builder hands it over (new, cross-lists, replacements; none with `hide`),
    /// a second section, a source that could not be read (its older data shown) and a source that warned.
    private func render(_ mode: ReplacementMode) throws -> (html: String, md: String) {
        var entries = [paper("2411.00001", "Fresh one", .new), paper("2411.00002", "Fresh two", .new),
                       paper("2411.00003", "Crossed", .cross), paper("2401.00004", "Again", .replace),
                       paper("2402.00005", "Once more", .replaceCross)]
        if mode == .hide { entries.removeAll { $0.isUpdate } }
        let failed = DigestSource(name: "listing", format: "arxiv-listing", itemCount: 4, failure: "HTTP 503",
                                  cachedAt: Fixtures.published.addingTimeInterval(-2 * 86_400))
        let warned = DigestSource(name: "blog", format: "rss", itemCount: 1, warnings: ["the feed's newest entry is 40 days old"])
        var post = Fixtures.post
        post.title = "Release notes"
        let digest = Digest(day: Fixtures.day, title: "T", sections: [
            DigestSection(id: "papers", title: "Papers", entries: entries, replacements: mode),
            DigestSection(id: "posts", title: "Posts", items: [post]),
            DigestSection(id: "none", title: "Nothing", items: []),
        ], sources: [failed, warned])
        let files = try Fixtures.renderDefault(digest)
        return (try #require(files["index.html"]), try #require(files["index.md"]))
    }

    /// Item titles in page order, with `|replaced|` where the folded group starts.
    private func htmlOrder(_ html: String) -> [String] {
        let pattern = /<h3>(?:<a href="[^"]*">)?([^<]+)|<details class="fold replaced"/
        return html.matches(of: pattern).map { $0.output.1.map(String.init) ?? "|replaced|" }
    }

    private func markdownOrder(_ md: String) -> [String] {
        let pattern = /(?m)^###(?:#)? (?:\[)?(.+?)(?:\]\(.*)?$/
        return md.matches(of: pattern).map { $0.output.1.hasPrefix("Replaced: ") ? "|replaced|" : String($0.output.1) }
    }

    @Test("same items, order and folding in HTML and Markdown", arguments: ReplacementMode.allCases)
    func sameOrder(mode: ReplacementMode) throws {
        let (html, md) = try render(mode)
        let order = htmlOrder(html)
        #expect(markdownOrder(md) == order)
        let fresh = ["Fresh one", "Fresh two", "Crossed"]
        switch mode {
        case .fold: #expect(order == fresh + ["|replaced|", "Again", "Once more", "Release notes"])
        case .show: #expect(order == fresh + ["Again", "Once more", "Release notes"])
        case .hide: #expect(order == fresh + ["Release notes"])
        }
    }

    @Test func contentsWithCountsComeFirst() throws {
        let (html, md) = try render(.fold)
        #expect(html.contains("<li><a href=\"#papers\">Papers</a> <span class=\"count\">5</span><span class=\"groups\"> <a href=\"#papers--new\">3 new</a> <a href=\"#papers--replaced\">2 replaced</a></span></li>"))
        let contents = try #require(md.range(of: "Contents:\n\n- Papers: 5 items (3 new · 2 replaced)\n- Posts: 1 item\n\n"))
        let firstSection = try #require(md.range(of: "## Papers"))
        #expect(contents.upperBound <= firstSection.lowerBound)
        #expect(!md.contains("- Nothing:"))
    }

    @Test func failedSourcesAreInBothAndWarningsInNeither() throws {
        let (html, md) = try render(.fold)
        let notice = "listing could not be read on this run. Its data from 2024-11-25, 3 days before this day, is shown."
        #expect(html.contains("<p>\(notice)</p>"))
        #expect(md.contains("**listing could not be read on this run.** Its data from 2024-11-25, 3 days before this day, is shown."))
        #expect(html.contains("<span class=\"warning\">could not be read (see above)</span>"))
        #expect(md.contains("- listing (arxiv-listing, 4 items) · could not be read (see above)\n"))
        #expect(!html.contains("HTTP 503") && !md.contains("HTTP 503"), "the reason is the operator's")
        #expect(!html.contains("newest entry is 40 days old") && !md.contains("newest entry is 40 days old"), "so are the parser's warnings")
        #expect(md.contains("- blog (rss, 1 item)\n"))
    }
}
