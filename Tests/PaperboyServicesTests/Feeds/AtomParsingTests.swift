import Foundation
import Testing
import PaperboyModels
@testable import PaperboyServices

@Suite struct AtomParsingTests {
    @Test func readsFeedFieldsAndEveryEntry() throws {
        let feed = try Fixtures.parse("atom-base.atom")
        #expect(feed.kind == .atom)
        #expect(feed.title == "Field Notes")
        #expect(feed.link == "https://blog.example.org/")
        #expect(feed.date == Fixtures.date("2024-11-28T08:30:00Z"))
        #expect(feed.items.map(\.id) == [
            "tag:blog.example.org,2024:post-1", "tag:blog.example.org,2024:post-2", "tag:blog.example.org,2024:post-3",
        ])
        #expect(feed.items.allSatisfy { $0.kind == .post })
    }

    @Test func resolvesLinksAgainstNestedXMLBase() throws {
        let item = try Fixtures.parse("atom-base.atom").items[0]
        #expect(item.url == "https://blog.example.org/2024/11/sparse-attention.html")
        #expect(item.summaryHTML.contains("href=\"https://blog.example.org/2024/11/figures/fig1.png\""))
        #expect(item.contentHTML?.contains("href=\"https://blog.example.org/2024/10/earlier.html\"") == true)
        #expect(item.authors.first?.uri == "https://blog.example.org/about/ada")
    }

    @Test func readsTextConstructsByType() throws {
        let items = try Fixtures.parse("atom-base.atom").items
        #expect(items[0].title == "Sparse attention, revisited")
        #expect(items[1].title == "Plain & simple")
        #expect(items[1].summary == "Two <tags> shown as text.")
        #expect(items[1].summaryHTML == "<p>Two &lt;tags&gt; shown as text.</p>")
    }

    @Test func prefixedXHTMLContentKeepsItsStructure() throws {
        let content = try #require(try Fixtures.parse("atom-base.atom").items[0].contentHTML)
        #expect(content.contains("<strong>bold</strong>"))
        #expect(content.contains("<p>"))
        #expect(!content.contains("h:"))
    }

    @Test func sanitisesSummaryHTML() throws {
        let item = try Fixtures.parse("atom-base.atom").items[0]
        #expect(!item.summaryHTML.contains("script"))
        #expect(!item.summaryHTML.contains("alert"))
        #expect(item.summary == "See the figure.")
    }

    @Test func peopleCategoriesEnclosuresAndDates() throws {
        let item = try Fixtures.parse("atom-base.atom").items[0]
        #expect(item.authors.map(\.name) == ["Ada Lovelace", "Charles Babbage"])
        #expect(item.authors.first?.email == "ada@example.org")
        #expect(item.categories == ["machine-learning", "attention"])
        #expect(item.enclosures == [Enclosure(url: "https://cdn.example.org/ep1.mp3", type: "audio/mpeg", length: 1234)])
        #expect(item.published == Fixtures.date("2024-11-27T18:00:00Z"))
        #expect(item.updated == Fixtures.date("2024-11-28T07:15:30.25Z"))
    }

    @Test func sourceElementDoesNotLeakIntoTheEntry() throws {
        let item = try Fixtures.parse("atom-base.atom").items[0]
        #expect(item.id == "tag:blog.example.org,2024:post-1")
        #expect(item.title != "Somebody else's feed")
    }

    @Test func hostileLinkIsDroppedAndBadDateLeavesItemUndated() throws {
        let item = try Fixtures.parse("atom-base.atom").items[2]
        #expect(item.url == nil)
        #expect(item.updated == nil)
        #expect(item.published == nil)
        #expect(item.summary == "Kept, undated, without a link.")
    }

    @Test func rfc822DateInAtomIsStillRead() throws {
        let item = try Fixtures.parse("atom-base.atom").items[1]
        #expect(item.updated == Fixtures.date("2024-11-28T07:00:00Z"))
    }
}
