import Foundation
import Testing
import PaperboyModels
@testable import PaperboyServices

/// Roots and item places that old or careless feeds use: RSS 0.90, items
/// without a channel, and `<feed>` in any namespace.
@Suite struct RootVariantTests {
    @Test func rss090ItemsAreSiblingsOfTheChannel() throws {
        let feed = try Fixtures.parse(xml: """
        <?xml version="1.0"?>
        <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://my.netscape.com/rdf/simple/0.9/">
        <channel><title>Mozilla Dot Org</title><link>http://www.mozilla.org</link><description>News</description></channel>
        <image><title>Mozilla</title><url>http://www.mozilla.org/images/moz.gif</url><link>http://www.mozilla.org</link></image>
        <item><title>New Status Updates</title><link>http://www.mozilla.org/status/</link></item>
        <item><title>Bugzilla Reorganized</title><link>http://www.mozilla.org/bugs/</link></item>
        </rdf:RDF>
        """)
        #expect(feed.kind == .rdf)
        #expect(feed.title == "Mozilla Dot Org")
        #expect(feed.items.map(\.title) == ["New Status Updates", "Bugzilla Reorganized"])
        #expect(feed.items.map(\.url) == ["http://www.mozilla.org/status/", "http://www.mozilla.org/bugs/"])
    }

    @Test func itemsDirectlyUnderRSS() throws {
        let feed = try Fixtures.parse(xml: """
        <rss version="0.91"><item><title>one</title><link>https://x.example/1</link></item>
        <item><title>two</title><link>https://x.example/2</link></item></rss>
        """)
        #expect(feed.kind == .rss)
        #expect(feed.items.map(\.title) == ["one", "two"])
    }

    @Test func itemsAfterTheChannelUnderRSS() throws {
        let feed = try Fixtures.parse(xml: """
        <rss version="2.0"><channel><title>T</title><item><title>inside</title><guid>1</guid></item></channel>
        <item><title>outside</title><guid>2</guid></item></rss>
        """)
        #expect(feed.items.map(\.title) == ["inside", "outside"])
    }

    @Test("a feed root in any namespace reads as Atom", arguments: [
        "http://purl.org/atom/ns#", "http://purl.org/atom/ns#draft-ietf-atompub-format-08", "https://www.w3.org/2005/Atom",
        "http://example.com/unknown", "",
    ])
    func feedInAnyNamespace(namespace: String) throws {
        let xmlns = namespace.isEmpty ? "" : " xmlns=\"\(namespace)\""
        let feed = try Fixtures.parse(xml: """
        <?xml version="1.0"?><feed\(xmlns)><title>Any</title><link rel="alternate" href="https://any.example/"/>
        <entry><id>urn:1</id><title>first</title><link href="https://any.example/1"/><summary>s</summary></entry></feed>
        """)
        #expect(feed.kind == .atom)
        #expect(feed.title == "Any")
        #expect(feed.items.map(\.title) == ["first"])
        #expect(feed.items.first?.url == "https://any.example/1")
    }

    @Test func aPrefixedFeedRootInAnUnknownNamespace() throws {
        let feed = try Fixtures.parse(xml: """
        <a:feed xmlns:a="http://example.com/atomish"><a:title>P</a:title><a:entry><a:id>urn:1</a:id><a:title>one</a:title></a:entry></a:feed>
        """)
        #expect(feed.items.map(\.title) == ["one"])
    }

    @Test func aRefusedRootNamesItsNamespace() throws {
        let error = try #require(throws: FeedParseError.self) {
            try Fixtures.parse(xml: "<?xml version=\"1.0\"?><c:catalog xmlns:c=\"http://example.com/catalog\"><c:book/></c:catalog>")
        }
        #expect(error.kind == .notAFeed)
        #expect(error.reason == "not a feed: the root element is <catalog> in the namespace http://example.com/catalog, expected <feed>, <rss> or <rdf:RDF>")
    }

    @Test func anRDFRootInAnotherNamespaceIsNamed() throws {
        let error = try #require(throws: FeedParseError.self) {
            try Fixtures.parse(xml: "<?xml version=\"1.0\"?><RDF xmlns=\"http://example.com/not-rdf\"><item/></RDF>")
        }
        #expect(error.reason == "not a feed: the root element is <RDF> in the namespace http://example.com/not-rdf, expected <feed>, <rss> or <rdf:RDF>")
    }
}
