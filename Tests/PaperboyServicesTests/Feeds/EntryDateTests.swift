import Foundation
import Testing
import PaperboyModels
@testable import PaperboyServices

/// Which element dates an entry: feedparser's precedence, and publication
/// falling back to the update time when a feed gives only that.
@Suite struct EntryDateTests {
    static let may1 = "2024-05-01T10:00:00Z", may2 = "2024-05-02T10:00:00Z", may3 = "2024-05-03T10:00:00Z"

    @Test("publication and update dates of an RSS item", arguments: [
        ("<dcterms:created>\(may1)</dcterms:created>", may1, nil),
        ("<dcterms:created>\(may1)</dcterms:created><dcterms:issued>\(may2)</dcterms:issued>", may2, nil),
        ("<dcterms:issued>\(may2)</dcterms:issued><pubDate>Fri, 03 May 2024 10:00:00 GMT</pubDate>", may3, nil),
        ("<dcterms:issued>\(may2)</dcterms:issued><dc:date>\(may1)</dc:date>", may1, nil),
        ("<dcterms:modified>\(may3)</dcterms:modified>", may3, may3),
        ("<atom:published>\(may1)</atom:published><atom:updated>\(may2)</atom:updated>", may1, may2),
        ("<atom:updated>\(may2)</atom:updated><dcterms:modified>\(may3)</dcterms:modified>", may3, may3),
        ("<atom:published>\(may1)</atom:published><dcterms:created>\(may2)</dcterms:created>", may2, nil),
        ("<pubDate>soon</pubDate><dc:date>\(may1)</dc:date>", may1, nil),
    ] as [(String, String, String?)])
    func rssDates(fields: String, published: String, updated: String?) throws {
        let item = try Fixtures.rssItem("<title>t</title>" + fields)
        #expect(item.published == Fixtures.date(published))
        #expect(item.updated == updated.flatMap(Fixtures.date))
    }

    @Test("an Atom 0.3 entry dated by any one of its date elements", arguments: ["modified", "issued", "created"])
    func atom03SingleDate(element: String) throws {
        let feed = try Fixtures.parse(xml: """
        <feed version="0.3" xmlns="http://purl.org/atom/ns#"><title>old</title>
        <entry><id>urn:1</id><title>t</title><\(element)>2004-12-13T18:30:02Z</\(element)></entry></feed>
        """)
        #expect(feed.items.first?.published == Fixtures.date("2004-12-13T18:30:02Z"))
    }

    @Test func atom03IssuedWithoutAZoneIsRead() throws {
        let feed = try Fixtures.parse(xml: """
        <feed version="0.3" xmlns="http://purl.org/atom/ns#"><title>old</title>
        <entry><id>urn:1</id><title>t</title><issued>2004-12-13T18:30:02</issued><modified>2004-12-14T08:00:00Z</modified></entry></feed>
        """)
        #expect(feed.items.first?.published == Fixtures.date("2004-12-13T18:30:02Z"))
        #expect(feed.items.first?.updated == Fixtures.date("2004-12-14T08:00:00Z"))
    }
}
