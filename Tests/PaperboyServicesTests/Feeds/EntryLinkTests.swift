import Foundation
import Testing
import PaperboyModels
@testable import PaperboyServices

/// The link of an entry with several: the last RSS `<link>` (feedparser, gofeed),
/// an `atom:link` when RSS has none, and Atom's first `text/html` alternate.
@Suite struct EntryLinkTests {
    @Test func theLastRSSLinkWins() throws {
        let item = try Fixtures.rssItem("<title>t</title><link>https://e.example/first</link><link>https://e.example/last</link>")
        #expect(item.url == "https://e.example/last")
    }

    @Test func anAtomAlternateLinkServesAnRSSItemWithoutLink() throws {
        let item = try Fixtures.rssItem("""
        <title>t</title><atom:link rel="self" href="https://e.example/self.xml"/>
        <atom:link rel="alternate" type="text/html" href="https://e.example/page"/>
        """)
        #expect(item.url == "https://e.example/page")
    }

    @Test func anRSSLinkComesBeforeAnAtomLink() throws {
        let item = try Fixtures.rssItem("<title>t</title><atom:link href=\"https://e.example/atom\"/><link>https://e.example/rss</link>")
        #expect(item.url == "https://e.example/rss")
    }

    @Test func atomPrefersTheHTMLAlternate() throws {
        let items = try Fixtures.atomItems("""
        <entry><id>urn:1</id><title>t</title><link rel="related" href="https://e.example/rel"/>
        <link rel="enclosure" href="https://e.example/a.mp3"/>
        <link rel="alternate" type="application/pdf" href="https://e.example/p.pdf"/>
        <link type="text/html" href="https://e.example/page"/><link rel="alternate" href="https://e.example/second"/></entry>
        """)
        #expect(items.first?.url == "https://e.example/page")
    }
}
