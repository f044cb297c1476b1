import Foundation
import Testing
import PaperboyModels
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
}
