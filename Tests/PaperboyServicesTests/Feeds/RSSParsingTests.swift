import Foundation
import Testing
import PaperboyModels
@testable import PaperboyServices

@Suite struct RSSParsingTests {
    let base = URL(string: "https://lab.example.edu/news/feed.xml")

    @Test func readsChannelAndItems() throws {
        let feed = try Fixtures.parse("rss2-modules.xml", baseURL: base)
        #expect(feed.kind == .rss)
        #expect(feed.title == "Lab News & Notes")
        #expect(feed.link == "https://lab.example.edu/news/")
        #expect(feed.date == Fixtures.date("2024-11-28T16:00:00Z"))
        #expect(feed.items.count == 2)
    }

    @Test func cdataTitleIsTextAndGuidIsTheId() throws {
        let item = try Fixtures.parse("rss2-modules.xml", baseURL: base).items[0]
        #expect(item.title == "New preprint: graph transformers & friends")
        #expect(item.id == "lab-news-2024-117")
        #expect(item.url == "https://lab.example.edu/news/2024/graph-transformers")
    }

    @Test func descriptionIsSanitisedAndContentEncodedKept() throws {
        let item = try Fixtures.parse("rss2-modules.xml", baseURL: base).items[0]
        #expect(!item.summaryHTML.lowercased().contains("javascript"))
        #expect(!item.summaryHTML.contains("<img"))
        #expect(item.summaryHTML.contains("<em>teaser</em>"))
        let content = try #require(item.contentHTML)
        #expect(!content.contains("onclick"))
        #expect(!content.contains("iframe"))
        #expect(content.contains("Full text."))
    }

    @Test func creatorsCategoriesDatesEnclosures() throws {
        let item = try Fixtures.parse("rss2-modules.xml", baseURL: base).items[0]
        #expect(item.authors.map(\.name) == ["Grace Hopper", "Alan Turing"])
        #expect(item.categories == ["Preprints", "graphs"])
        #expect(item.published == Fixtures.date("2024-11-27T14:05:00Z"))
        #expect(item.enclosures.first?.url == "https://lab.example.edu/media/talk.mp4")
        #expect(item.enclosures.first?.length == 5_000_000)
    }

    @Test func permalinkGuidIsTheLinkAndAuthorEmailIsSplit() throws {
        let item = try Fixtures.parse("rss2-modules.xml", baseURL: base).items[1]
        #expect(item.id == "https://lab.example.edu/news/2024/seminar")
        #expect(item.url == "https://lab.example.edu/news/2024/seminar")
        #expect(item.authors == [Author(name: "Lab Office", email: "office@lab.example.edu")])
        #expect(item.summary == "Plain text & an ampersand.")
        #expect(item.published == Fixtures.date("2024-11-26T15:00:00Z"))
    }

    @Test func withoutAFeedURLRelativeLinksResolveAgainstTheChannelLink() throws {
        let item = try Fixtures.parse("rss2-modules.xml").items[0]
        #expect(item.url == "https://lab.example.edu/news/2024/graph-transformers")
        #expect(item.summaryHTML.contains("href=\"https://lab.example.edu/img/teaser.png\""))
    }

    @Test func rssOneRDF() throws {
        let feed = try Fixtures.parse("rdf-rss1.rdf")
        #expect(feed.kind == .rdf)
        #expect(feed.title == "Ecology preprints")
        #expect(feed.date == Fixtures.date("2024-11-28"))
        #expect(feed.items.map(\.title) == ["Pollinator networks under drought", "Soil microbes and root depth"])
        let first = feed.items[0]
        #expect(first.id == "https://preprints.example.org/content/10.1101/2024.11.25.625001v1")
        #expect(first.url == "https://preprints.example.org/content/10.1101/2024.11.25.625001v1?rss=1")
        #expect(first.authors.map(\.name) == ["Okafor, C.", "Lindqvist, M."])
        #expect(first.categories == ["Ecology"])
        #expect(first.published == Fixtures.date("2024-11-27"))
    }
}
