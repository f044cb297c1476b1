import Foundation
import PaperboyText
import Testing
import PaperboyModels
import PaperboySharedFixtures
@testable import PaperboyServices

/// Who wrote an RSS item: `author`, `dc:creator`, `dc:author`, an Atom
/// `author`, `itunes:author`, then the channel's; names and e-mails apart.
@Suite struct EntryAuthorTests {
    static let editor = Author(name: "Example editor", email: "me@example.com")

    @Test("a credit with an e-mail address", arguments: [
        ("<author>Example editor (me@example.com)</author>", editor),
        ("<author>me@example.com (Example editor)</author>", editor),
        ("<author>Example editor &lt;me@example.com&gt;</author>", editor),
        ("<dc:creator>Example editor &lt;me@example.com&gt;</dc:creator>", editor),
        ("<dc:author>Example editor (me@example.com)</dc:author>", editor),
        ("<author>me@example.com</author>", Author(name: "me@example.com", email: "me@example.com")),
        ("<itunes:author>Example editor</itunes:author>", Author(name: "Example editor")),
    ])
    func credit(field: String, author: Author) throws {
        #expect(try Fixtures.rssItem("<title>t</title>" + field).authors == [author])
    }

    @Test func anAtomAuthorInsideAnRSSItem() throws {
        let item = try Fixtures.rssItem("""
        <title>t</title><atom:author><atom:name>Ada</atom:name><atom:email>ada@example.com</atom:email>
        <atom:uri>https://ada.example/</atom:uri></atom:author>
        """)
        #expect(item.authors == [Author(name: "Ada", uri: "https://ada.example/", email: "ada@example.com")])
    }

    @Test("the first kind of credit present wins", arguments: [
        ("<itunes:author>I</itunes:author><atom:author><atom:name>A</atom:name></atom:author><dc:author>D</dc:author>", ["D"]),
        ("<itunes:author>I</itunes:author><atom:author><atom:name>A</atom:name></atom:author>", ["A"]),
        ("<dc:author>D</dc:author><dc:creator>C</dc:creator>", ["C"]),
        ("", ["Channel Voice"]),
    ])
    func precedence(fields: String, names: [String]) throws {
        let items = try Fixtures.rssItems("<itunes:author>Channel Voice</itunes:author><item><title>t</title>\(fields)</item>")
        #expect(items.first?.authors.map(\.name) == names)
    }

    @Test func anAtomAuthorWithOnlyAnEmailIsNamedByIt() throws {
        let items = try Fixtures.atomItems("<entry><id>urn:1</id><title>t</title><author><email>me@example.com</email></author></entry>")
        #expect(items.first?.authors == [Author(name: "me@example.com", email: "me@example.com")])
    }

    @Test func markupInANameIsDropped() throws {
        let item = try Fixtures.rssItem("<title>t</title><dc:creator>&lt;a href=\"https://e.example/js\"&gt;John Smith&lt;/a&gt;</dc:creator>")
        #expect(item.authors == [Author(name: "John Smith")])
    }

    @Test("a credit naming several people is split into them", arguments: [
        ("<dc:creator>Kaur, M., Shukla, A., Li, X.</dc:creator>", ["Kaur, M.", "Shukla, A.", "Li, X."]),
        ("<author>Jane Doe &lt;jane@example.com&gt;, John Roe &lt;john@example.com&gt;</author>", ["Jane Doe", "John Roe"]),
        ("<dc:creator>Bin Yang; Di Wu</dc:creator>", ["Bin Yang", "Di Wu"]),
        ("<dc:creator>Smith, John</dc:creator>", ["Smith, John"]),
        ("<dc:creator>A. Writer</dc:creator><dc:creator>B. Writer</dc:creator>", ["A. Writer", "B. Writer"]),
    ])
    func lists(fields: String, names: [String]) throws {
        #expect(try Fixtures.rssItem("<title>t</title>" + fields).authors.map(\.name) == names)
    }

    @Test(.enabled(if: SharedFixtures.available, "\(SharedFixtures.reason("the authors of a real RSS 1.0 capture are not checked"))"))
    func bioRxivCreditListsArePeople() throws {
        let file = SharedFixtures.url("rss/rsparser_biorxiv-plant-biology_rss1.0-rdf_no-xml-decl.rdf")
        let items = try FeedParser().parse(contentsOf: file).items
        let first = try #require(items.first)
        #expect(first.authors.count == 13)
        #expect(first.authors.first?.name == "Kaur, M.")
        #expect(first.authors.last?.name == "Pandey, A. K.")
        #expect(items.allSatisfy { item in item.authors.allSatisfy { !$0.name.contains(",") || $0.name.split(separator: ",").count == 2 } })
        // "Li, Zed" used to match the whole credit of a paper by "Li, B."; now only the one Z. Li.
        let watch = PersonName("Li, Zed")
        #expect(items.flatMap(\.authors).map(\.name).filter { watch.matches(PersonName($0)) } == ["Li, Z."])
    }
}
