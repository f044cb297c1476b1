import Foundation
import Testing
import PaperboyModels
@testable import PaperboyViews

/// Replaced papers folded under a count (HTML `<details>`, Markdown sub-heading), and the
/// Markdown page's Code and DOI links.
@Suite struct ReplacementFoldTests {
    private func paper(_ id: String, title: String, update: Bool) -> DigestEntry {
        var item = Fixtures.paper(title: title, authors: ["A B"])
        item.id = "arxiv:\(id)"
        item.paper?.arxivID = ArxivID(id)!
        item.paper?.version = update ? 2 : 1
        return DigestEntry(item: item, isUpdate: update, previousVersion: update ? 1 : nil)
    }

    private func render(_ mode: ReplacementMode) throws -> (html: String, md: String) {
        let entries = [paper("2411.00001", title: "Fresh", update: false), paper("2401.00002", title: "Again", update: true),
                       paper("2402.00003", title: "Once more", update: true)]
        let files = try Fixtures.renderDefault(Digest(day: Fixtures.day, title: "T", sections: [
            DigestSection(id: "a", title: "A", entries: entries, replacements: mode),
        ]))
        return (try #require(files["index.html"]), try #require(files["index.md"]))
    }

    @Test func foldedReplacementsSitInAClosedDetailsAfterTheRest() throws {
        let html = try render(.fold).html
        let details = try #require(html.range(of: "<details class=\"fold replaced\" id=\"a--replaced\">\n<summary>2 replaced papers</summary>\n"))
        let fresh = try #require(html.range(of: ">Fresh</a></h3>"))
        let again = try #require(html.range(of: ">Again</a></h3>"))
        #expect(fresh.lowerBound < details.lowerBound && details.upperBound < again.lowerBound)
        #expect(!html.contains("<details class=\"fold replaced\" id=\"a--replaced\" open"))
        #expect(html.contains("<h2 id=\"a--heading\">A</h2>\n<details class=\"fold\" open>\n<summary>3 items</summary>"))
    }

    @Test func foldedReplacementsInMarkdownUnderASubHeading() throws {
        let md = try render(.fold).md
        let heading = try #require(md.range(of: "### Replaced: 2 replaced papers\n\n#### [Again]("))
        let fresh = try #require(md.range(of: "### [Fresh]("))
        #expect(fresh.lowerBound < heading.lowerBound)
        #expect(md.contains("#### [Once more]("))
    }

    @Test func shownReplacementsStayInTheList() throws {
        let (html, md) = try render(.show)
        #expect(!html.contains("class=\"replaced\""))
        #expect(html.contains(">Again</a></h3>"))
        #expect(!md.contains("Replaced:"))
        #expect(md.contains("### [Again]("))
    }

    @Test func markdownHasCodeAndDOILinks() throws {
        var item = Fixtures.paper(title: "Linked", authors: ["A B"])
        item.summary = "Code at https://github.com/octo/model."
        item.paper?.doi = "10.1000/xyz_1"
        let files = try Fixtures.renderDefault(Digest(day: Fixtures.day, title: "T", sections: [
            DigestSection(id: "a", title: "A", entries: [DigestEntry(item: item)]),
        ]))
        let md = try #require(files["index.md"])
        let html = try #require(files["index.html"])
        #expect(html.contains("href=\"https://github.com/octo/model\">Code</a>"))
        #expect(md.contains("[Code](https://github.com/octo/model)"))
        // The DOI's text is escaped for Markdown; the URL is not.
        #expect(md.contains(#" · [DOI 10\.1000/xyz\_1](https://doi.org/10.1000/xyz_1) · [Code](https://github.com/octo/model)"#))
    }
}
