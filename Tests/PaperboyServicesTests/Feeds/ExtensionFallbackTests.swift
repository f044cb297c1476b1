import Foundation
import Testing
import PaperboyModels
@testable import PaperboyServices

/// Dublin Core, iTunes and Media RSS fill in what the core elements leave out, and only that.
@Suite struct ExtensionFallbackTests {
    static func items() throws -> [Item] {
        let items = try Fixtures.parse("rss-extensions.xml").items
        try #require(items.count == 5)
        return items
    }

    @Test func dublinCoreTitleIdentifierAndCreator() throws {
        let item = try Self.items()[0]
        #expect(item.title == "Dublin Core title")
        #expect(item.id == "urn:isbn:0451450523")
        #expect(item.authors.map(\.name) == ["Dee Sea"])
        #expect(item.url == "https://pod.example.com/shows/episode-1.html")
        #expect(item.published == Fixtures.date("2024-11-28T10:00:00Z"))
    }

    @Test func itunesTitleAuthorAndSummary() throws {
        let item = try Self.items()[1]
        #expect(item.title == "iTunes title")
        #expect(item.id == "ep-2")
        #expect(item.authors.map(\.name) == ["Pod Caster"])
        #expect(item.summary == "Show notes as plain text <b>not bold</b>.")
        #expect(!item.summaryHTML.contains("<b>"))
        #expect(item.enclosures == [Enclosure(url: "https://pod.example.com/shows/media/ep2.mp3", type: "audio/mpeg", length: 1000)])
    }

    @Test func mediaTitleDescriptionAndContent() throws {
        let item = try Self.items()[2]
        #expect(item.title == "Media title")
        #expect(item.summaryHTML.contains("<em>description</em>"))
        #expect(!item.summaryHTML.contains("<script"))
        #expect(!item.summaryHTML.contains("x()"))
        #expect(item.url == "https://cdn.example.com/video.mp4")
        #expect(item.enclosures == [Enclosure(url: "https://cdn.example.com/video.mp4", type: "video/mp4")])
        #expect(!item.enclosures.contains { $0.url.contains("thumb") })
    }

    @Test func coreElementsWin() throws {
        let item = try Self.items()[3]
        #expect(item.title == "Core wins")
        #expect(item.summary == "Core description")
        #expect(item.id == "https://pod.example.com/core")
        #expect(item.authors.map(\.name) == ["Core Author"])
    }

    @Test func mediaGroupIsRead() throws {
        let item = try Self.items()[4]
        #expect(item.title == "Grouped title")
        #expect(item.url == "https://cdn.example.com/grouped.mp4")
        #expect(item.enclosures.map(\.url) == ["https://cdn.example.com/grouped.mp4"])
    }

    @Test func channelITunesAuthorIsTheAuthorOfItemsThatNameNone() throws {
        let feed = try Fixtures.parse(xml: """
        <rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel><title>t</title>
        <itunes:author>The Show</itunes:author>
        <item><title>one</title><guid>1</guid></item>
        <item><title>two</title><guid>2</guid><itunes:author>Guest</itunes:author></item>
        </channel></rss>
        """)
        #expect(feed.items.map { $0.authors.map(\.name) } == [["The Show"], ["Guest"]])
    }

    @Test func xmlBaseOnTheChannelResolvesItemLinks() throws {
        let feed = try Fixtures.parse(xml: """
        <rss version="2.0"><channel xml:base="https://a.example/x/"><title>t</title>
        <item xml:base="y/"><title>one</title><link>z.html</link><description>&lt;a href="w.html"&gt;w&lt;/a&gt;</description></item>
        </channel></rss>
        """)
        #expect(feed.items.first?.url == "https://a.example/x/y/z.html")
        #expect(feed.items.first?.summaryHTML.contains("href=\"https://a.example/x/y/w.html\"") == true)
    }
}
