import Foundation
import Testing
import PaperboyModels
@testable import PaperboyServices

/// Entries with text but no title, link or id (short notes), and titles that are only a picture.
@Suite struct EntryFallbackTests {
    static let notes = """
    <item><description>Met the team at the lab today; lots of ideas about graph transformers, attention and their many friends.</description>
    <pubDate>Tue, 26 Nov 2024 15:00:00 GMT</pubDate></item>
    <item><description>Second &lt;b&gt;note&lt;/b&gt;.</description><pubDate>Tue, 26 Nov 2024 16:00:00 GMT</pubDate></item>
    <item><description>Second &lt;b&gt;note&lt;/b&gt;.</description><pubDate>Wed, 27 Nov 2024 16:00:00 GMT</pubDate></item>
    """

    @Test func contentOnlyEntriesAreKeptWithATitleFromTheirFirstWords() throws {
        let items = try Fixtures.rssItems(Self.notes)
        try #require(items.count == 3)
        #expect(items.map(\.title) == [
            "Met the team at the lab today; lots of ideas about graph transformers, attention…",
            "Second note.", "Second note.",
        ])
        #expect(items[1].summary == "Second note.")
    }

    @Test func contentOnlyEntriesGetIDsFromTheirTextAndDateStableAcrossRuns() throws {
        let first = try Fixtures.rssItems(Self.notes).map(\.id)
        let again = try Fixtures.rssItems(Self.notes).map(\.id)
        #expect(first == again)
        #expect(Set(first).count == 3, "the same note on another day is another entry")
        #expect(first.allSatisfy { $0.hasPrefix("text:") && $0.utf8.count == 21 })
    }

    @Test func anAtomEntryWithOnlyContentIsKept() throws {
        let items = try Fixtures.atomItems("<entry><content type=\"html\">&lt;p&gt;Just a thought.&lt;/p&gt;</content></entry>")
        #expect(items.map(\.title) == ["Just a thought."])
    }

    @Test func aDerivedTitleSkipsAnImageWithoutAltText() throws {
        let item = try Fixtures.rssItem("<description>&lt;img src=\"https://e.example/p.png\"&gt; Sunny walk.</description>")
        #expect(item.title == "Sunny walk.")
        #expect(item.summary == "[image] Sunny walk.")
    }

    @Test func anEntryWithNothingToShowIsStillDropped() throws {
        #expect(try Fixtures.rssItems("<item><description>  </description></item><item></item>").isEmpty)
    }

    @Test func anImageTitleReadsAsItsAltText() throws {
        let items = try Fixtures.atomItems("""
        <entry><id>urn:1</id><title type="html">&lt;img src="https://e.example/sun.png" alt="Sunset over the bay"&gt;</title></entry>
        <entry><id>urn:2</id><title type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><img src="https://e.example/a.png"/></div></title>
        <summary>A quiet evening by the water.</summary></entry>
        <entry><id>urn:3</id><title type="html">&lt;img src="https://e.example/a.png"&gt;</title><link href="https://e.example/3"/></entry>
        """)
        #expect(items.map(\.title) == ["Sunset over the bay", "A quiet evening by the water.", "https://e.example/3"])
    }

    @Test func anRSSTitleThatIsOnlyAnImageTagReadsAsItsAltText() throws {
        let item = try Fixtures.rssItem("<title>&lt;img src=\"x.png\" alt=\"Chart of the week\" /&gt;</title><link>https://e.example/c</link>")
        #expect(item.title == "Chart of the week")
    }
}
