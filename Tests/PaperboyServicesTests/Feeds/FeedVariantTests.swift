import Foundation
import Testing
import PaperboyModels
@testable import PaperboyServices

/// Atom as it is found in the wild: version 0.3, and no namespace at all;
/// `xml:base` on a single link.
@Suite struct FeedVariantTests {
    @Test func atom03ReadsAsAtom() throws {
        let feed = try Fixtures.parse("atom03.xml")
        #expect(feed.kind == .atom)
        #expect(feed.title == "Old Blog")
        #expect(feed.link == "https://old.example.net/")
        #expect(feed.date == Fixtures.date("2004-12-13T18:30:02Z"))
        #expect(feed.items.map(\.title) == ["Atom 0.3 lives", "Inline XHTML"])
        let first = feed.items[0]
        #expect(first.url == "https://old.example.net/2004/12/13/atom")
        #expect(first.published == Fixtures.date("2004-12-13T12:29:29Z"))
        #expect(first.updated == Fixtures.date("2004-12-13T18:30:02Z"))
        #expect(first.authors == [Author(name: "Mark", uri: "https://old.example.net/mark", email: "mark@example.net")])
        #expect(first.summary == "A short summary.")
        let content = try #require(first.contentHTML)
        #expect(content.contains("<em>HTML</em>"))
        #expect(!content.contains("script"))
        let second = feed.items[1]
        #expect(second.published == Fixtures.date("2004-12-14T08:00:00Z"))
        #expect(second.summaryHTML.contains("<b>bold</b>"))
    }

    @Test func atomWithoutNamespaceReadsAsAtom() throws {
        let feed = try Fixtures.parse("atom-no-namespace.xml")
        #expect(feed.kind == .atom)
        #expect(feed.title == "No namespace")
        #expect(feed.link == "https://nons.example.org/")
        #expect(feed.items.map(\.id) == ["urn:uuid:1", "urn:uuid:2"])
        #expect(feed.items[0].title == "First & only")
        #expect(feed.items[0].url == "https://nons.example.org/first")
        #expect(feed.items[0].authors.map(\.name) == ["Nobody"])
        #expect(feed.items[0].summaryHTML == "<p>Hello</p>")
        #expect(feed.items[0].updated == Fixtures.date("2024-11-28T09:00:00Z"))
    }

    @Test func atomWithoutNamespaceMatchesTheAtomKind() throws {
        #expect(try Fixtures.parse("atom-no-namespace.xml", kind: .atom).items.count == 2)
    }

    @Test func feedAuthorsApplyToEntriesThatNameNone() throws {
        let feed = try Fixtures.parse(xml: """
        <feed xmlns="http://www.w3.org/2005/Atom"><title>t</title><id>urn:f</id>
        <author><name>Feed Author</name><uri>https://a.example/me</uri></author>
        <entry><id>urn:1</id><title>inherits</title></entry>
        <entry><id>urn:2</id><title>own</title><author><name>Entry Author</name></author></entry>
        </feed>
        """)
        #expect(feed.items.map { $0.authors.map(\.name) } == [["Feed Author"], ["Entry Author"]])
        #expect(feed.items[0].authors.first?.uri == "https://a.example/me")
    }

    @Test func anHTTPAtomIDIsTheLinkOfLastResort() throws {
        let feed = try Fixtures.parse(xml: """
        <feed xmlns="http://www.w3.org/2005/Atom"><title>t</title><id>urn:f</id>
        <entry><id>https://blog.example/?p=1</id><title>empty href</title><link rel="alternate" href=""/></entry>
        <entry><id>tag:blog.example,2024:2</id><title>tag id</title></entry>
        </feed>
        """)
        #expect(feed.items.map(\.url) == ["https://blog.example/?p=1", nil])
    }

    @Test func xmlBaseOnALinkResolvesThatLink() throws {
        let items = try Fixtures.parse("atom-link-base.atom").items
        #expect(items[0].url == "https://other.example.net/posts/one.html")
        #expect(items[1].url == "https://base.example.org/blog/2024/two.html")
    }
}
