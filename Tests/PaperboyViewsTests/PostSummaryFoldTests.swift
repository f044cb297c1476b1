import Foundation
import PaperboyModels
import Testing
@testable import PaperboyViews

/// A post's summary past a few lines folds under a `<details>` as a paper's abstract
/// does; a short one stays open.
@Suite struct PostSummaryFoldTests {
    static let notes = (1...12).map { "Fixed issue number \($0) in the parser and the renderer." }
    static let long = Item(
        id: "tag:github.com,2008:Repository/1/v2.0.0", kind: .post, title: "v2.0.0", url: "https://github.com/octo/thing/releases/tag/v2.0.0",
        summary: notes.joined(separator: "\n\n"),
        summaryHTML: "<ul>" + notes.map { "<li>\($0)</li>" }.joined() + "</ul>", published: Fixtures.published)
    static let abstract = Item(
        id: "doi:10.1101/2024.11.27.1", kind: .post, title: "A bioRxiv preprint", url: "https://www.biorxiv.org/content/10.1101/2024.11.27.1",
        summary: String(repeating: "Cells divide and proteins fold in the tissue under study. ", count: 12), published: Fixtures.published)

    static func page(_ items: [Item]) throws -> String {
        let files = try Fixtures.renderDefault(Digest(day: Fixtures.day, title: "Digest", sections: [DigestSection(id: "posts", title: "Posts", items: items)]))
        return try #require(files["2024/11/28/index.html"])
    }

    @Test func longSummariesFoldAsAbstractsDo() throws {
        let html = try Self.page([Self.long, Self.abstract])
        #expect(html.components(separatedBy: "<details class=\"post-summary\"><summary>Summary</summary>").count == 3)
        let folded = try #require(html.range(of: "<details class=\"post-summary\">"))
        let notes = try #require(html.range(of: "<li>Fixed issue number 12 in the parser and the renderer.</li>"))
        let end = try #require(html.range(of: "</details>", range: notes.upperBound..<html.endIndex))
        #expect(folded.upperBound < notes.lowerBound && notes.upperBound <= end.lowerBound, "the notes are inside the fold")
        #expect(html.contains("<div class=\"summary\"><p>Cells divide"))
    }

    @Test func shortSummariesStayOpen() throws {
        let html = try Self.page([Fixtures.post])
        #expect(!html.contains("post-summary"))
        #expect(html.contains("<div class=\"summary\"><p>Fixes #12</p></div>"))
    }

    @Test func theEmailShowsAnExcerpt() throws {
        let mail = try EmailEditionTests.edition(Digest(day: Fixtures.day, title: "Digest", sections: [DigestSection(id: "posts", title: "Posts", items: [Self.long])]))
        let text = try #require(mail["2024-11-28.txt"])
        #expect(text.contains("Fixed issue number 1 in the parser"))
        #expect(!text.contains("Fixed issue number 12"), "cut to an excerpt")
    }
}
