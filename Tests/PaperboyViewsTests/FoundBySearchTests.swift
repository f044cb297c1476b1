import Foundation
import Testing
import PaperboyModels
@testable import PaperboyViews

/// A paper an arXiv API search found, which no listing announced, is not a new submission:
/// it has its own group, "Found by search", and shows when it was submitted.
@Suite struct FoundBySearchTests {
    static let old = Date(timeIntervalSince1970: 1_209_600_000) // 2008-05-01

    private func render() throws -> [String: String] {
        var found = Fixtures.paper(title: "An old result", authors: ["A B"])
        found.id = "arxiv:0805.00001"
        found.published = Self.old
        found.paper?.arxivID = ArxivID("0805.00001")!
        found.paper?.announceType = nil
        let listed = Fixtures.paper(title: "A new result", authors: ["C D"])
        return try Fixtures.renderDefault(Digest(day: Fixtures.day, title: "T", sections: [
            DigestSection(id: "a", title: "A", entries: [DigestEntry(item: listed), DigestEntry(item: found)]),
        ]))
    }

    @Test func theDayPageGroupsThemApartWithTheirDate() throws {
        let html = try #require(try render()["index.html"])
        let newGroup = try #require(html.range(of: ">New submissions <span"))
        let foundGroup = try #require(html.range(of: ">Found by search <span"))
        #expect(newGroup.lowerBound < foundGroup.lowerBound)
        let newPart = html[newGroup.upperBound..<foundGroup.lowerBound]
        #expect(newPart.contains("A new result") && !newPart.contains("An old result"), "the search result is not a new submission")
        #expect(html[foundGroup.upperBound...].contains("An old result"))
        #expect(html.contains("arXiv:0805.00001v1 · <span class=\"submitted\">submitted 2008-05-01</span>"))
        #expect(!html.contains("arXiv:2411.01234v1 · <span class=\"submitted\">"), "a listed paper's day says when it is new")
        #expect(html.contains("1 found by search"), "the contents count the group")
        let md = try #require(try render()["index.md"])
        #expect(md.contains(" · submitted 2008-05-01"))
    }
}
