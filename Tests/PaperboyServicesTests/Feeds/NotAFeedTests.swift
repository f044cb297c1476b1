import Foundation
import Testing
@testable import PaperboyServices

/// Documents that are not feeds are refused with a name for what they are.
@Suite struct NotAFeedTests {
    @Test("named documents", arguments: [
        ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Hi</title></head><body><p>x<br></body></html>", "an HTML page"),
        ("  <!doctype HTML><HTML><body>not closed", "an HTML page"),
        ("<?xml version=\"1.0\"?><!-- page --><html xmlns=\"http://www.w3.org/1999/xhtml\"><body/></html>", "an HTML page"),
        ("<html><body/></html>", "an HTML page"),
        ("<?xml version=\"1.0\"?><CHANNEL HREF=\"http://cdf.example.com/\"><TITLE>CDF</TITLE><ITEM HREF=\"http://cdf.example.com/a\"/></CHANNEL>", "a CDF document"),
        ("<?xml version=\"1.0\"?><opml version=\"2.0\"><head><title>Subs</title></head><body><outline text=\"x\" xmlUrl=\"https://x.example/feed\"/></body></opml>", "an OPML document"),
        ("<?xml version=\"1.0\"?><urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"><url><loc>https://x.example/</loc></url></urlset>", "a sitemap"),
        ("<?xml version=\"1.0\"?><sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"><sitemap><loc>https://x.example/s.xml</loc></sitemap></sitemapindex>", "a sitemap"),
        ("{\"version\": \"https://jsonfeed.org/version/1.1\", \"title\": \"JSON Feed\", \"items\": []}", "a JSON document that is not a GitHub search response"),
        ("[1, 2, 3]", "a JSON document that is not a GitHub search response"),
        ("{}", "a JSON document that is not a GitHub search response"),
        ("", "an empty document"),
        (" \n\t\r\n ", "an empty document"),
        ("\u{FEFF}", "an empty document"),
        ("Service temporarily unavailable. Please try again later.\n", "a plain-text document"),
        ("404 page not found", "a plain-text document"),
    ])
    func named(document: String, what: String) throws {
        let error = try #require(throws: FeedParseError.self) { try Fixtures.parse(xml: document) }
        #expect(error.kind == .notAFeed)
        #expect(error.reason == "not a feed: the document is \(what)")
    }

    @Test func otherRootsStillSayWhatTheRootIs() throws {
        let error = try #require(throws: FeedParseError.self) { try Fixtures.parse(xml: "<?xml version=\"1.0\"?><catalog><book/></catalog>") }
        #expect(error.kind == .notAFeed)
        #expect(error.reason == "not a feed: the root element is <catalog>, expected <feed>, <rss> or <rdf:RDF>")
    }

    @Test func namedEvenWithPartial() throws {
        let error = try #require(throws: FeedParseError.self) { try Fixtures.parse(xml: "<!DOCTYPE html><html><p>a<p>b", partial: true) }
        #expect(error.kind == .notAFeed)
    }

    @Test func invalidJSONIsStillMalformed() throws {
        let error = try #require(throws: FeedParseError.self) { try Fixtures.parse(xml: "{\"items\": [") }
        #expect(error.kind == .malformed)
    }
}
