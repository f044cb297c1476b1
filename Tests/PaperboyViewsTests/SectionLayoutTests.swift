import Foundation
import Testing
import PaperboyModels
@testable import PaperboyViews

/// `layout: compact`: a section's items as short rows (no abstract, no author list) on the day
/// page and the Markdown day, with a note under the heading; a full section beside it is untouched.
@Suite struct SectionLayoutTests {
    private func entries(_ prefix: String) -> [DigestEntry] {
        var many = Fixtures.paper(title: "\(prefix) many", authors: ["Ada Lovelace", "Grace Hopper", "Alan Turing"])
        many.id = "arxiv:2411.0000\(prefix == "F" ? 1 : 2)"
        var update = Fixtures.paper(title: "\(prefix) again", authors: ["Emmy Noether"])
        update.id = "arxiv:2401.0000\(prefix == "F" ? 3 : 4)"
        update.paper?.version = 2
        return [DigestEntry(item: many, badges: ["Watched"]), DigestEntry(item: update, isUpdate: true, previousVersion: 1),
                DigestEntry(item: Fixtures.repository)]
    }

    private func render() throws -> (html: String, md: String) {
        let files = try Fixtures.renderDefault(Digest(day: Fixtures.day, title: "T", sections: [
            DigestSection(id: "full", title: "Full", entries: entries("F"), replacements: .fold),
            DigestSection(id: "scan", title: "Scan", entries: entries("S"), replacements: .fold, layout: .compact),
        ]))
        return (try #require(files["index.html"]), try #require(files["index.md"]))
    }

    /// The part of `text` from `start` to `end` (or to its end).
    private func slice(_ text: String, from start: String, to end: String?) throws -> String {
        let from = try #require(text.range(of: start))
        let to = end.flatMap { text.range(of: $0, range: from.upperBound..<text.endIndex) }?.lowerBound ?? text.endIndex
        return String(text[from.lowerBound..<to])
    }

    @Test func aCompactSectionShowsRowsWithoutAbstractsOnTheDayPage() throws {
        let html = try render().html
        let full = try slice(html, from: "<section class=\"section\" id=\"full\"", to: "<section class=\"section\" id=\"scan\"")
        let scan = try slice(html, from: "<section class=\"section\" id=\"scan\"", to: "</section>")
        #expect(full.contains("<details class=\"abstract\">") && full.contains("Ada Lovelace, Grace Hopper, Alan Turing"))
        #expect(full.contains("A *fast* thing | with pipes"))
        #expect(!full.contains("section-note") && !full.contains("item-compact"))
        #expect(!scan.contains("class=\"abstract\"") && !scan.contains("Grace Hopper") && !scan.contains("A *fast* thing"))
        #expect(scan.contains("<h2 id=\"scan--heading\">Scan</h2>\n<p class=\"section-note\">"))
        #expect(scan.contains("full text is on each item&#39;s abstract page"))
        #expect(scan.contains("<article class=\"item item-paper item-highlighted item-compact\" id=\"scan--item-arxiv-2411-00002\">"))
        #expect(scan.contains("<span class=\"badge badge-highlight\">Watched</span>"))
        #expect(scan.contains(">S many</a></h3>\n<p class=\"meta\">Ada Lovelace et al. · arXiv:2411.01234v1 · <a href=\"https://arxiv.org/pdf/2411.01234v1\">PDF</a></p>"))
        // The folded replacement keeps its row and its version badge.
        #expect(scan.contains("Emmy Noether · <span class=\"badge badge-replace\">Updated (v1 → v2)</span> arXiv:2411.01234v2"))
    }

    @Test func aCompactSectionShowsRowsWithoutAbstractsInMarkdown() throws {
        let md = try render().md
        let full = try slice(md, from: "## Full", to: "## Scan")
        let scan = try slice(md, from: "## Scan", to: "---")
        #expect(full.contains("> We show that") && full.contains("- Authors: Ada Lovelace, Grace Hopper, Alan Turing"))
        #expect(!full.contains("compact"))
        #expect(!scan.contains("> We show that") && !scan.contains("Authors:") && !scan.contains("with pipes"))
        #expect(scan.contains("_This section is compact: titles, first authors and links only."))
        #expect(scan.contains("- Ada Lovelace et al. · arXiv:2411.01234v1 · [PDF](https://arxiv.org/pdf/2411.01234v1)"))
        #expect(scan.contains("#### [S again]("))
        #expect(scan.contains("- Emmy Noether · arXiv:2411.01234v2 · Updated (v1 → v2) · [PDF]("))
    }
}
