import Foundation
import Testing
import PaperboyModels
@testable import PaperboyServices

/// A feed with an error libxml2 refuses but a reader can see through keeps
/// every entry, before and after the error, and says where the error was.
@Suite struct RecoveryTests {
    static func rss(_ items: String) -> String {
        "<?xml version=\"1.0\"?>\n<rss version=\"2.0\"><channel><title>T</title>\n\(items)</channel></rss>\n"
    }

    static let bareAmpersand = rss("""
    <item><title>one</title><guid>1</guid></item>
    <item><title>Q&A</title><guid>2</guid></item>
    <item><title>three</title><guid>3</guid></item>

    """)

    @Test func bareAmpersandKeepsEveryEntry() throws {
        let feed = try Fixtures.parse(xml: Self.bareAmpersand)
        #expect(feed.items.map(\.title) == ["one", "Q&A", "three"])
        #expect(!feed.isPartial)
        #expect(feed.warnings.count == 1)
        let warning = try #require(feed.warnings.first)
        #expect(warning.contains("line 4, column 15"))
        #expect(warning.contains("a bare '&'"))
    }

    @Test func entriesAfterTheErrorAreKeptInALongFeed() throws {
        var items = ""
        for n in 1...300 {
            let title = n == 20 ? "Tom & Jerry" : "item \(n)"
            items += "<item><title>\(title)</title><guid>g\(n)</guid><description>Text of item \(n).</description></item>\n"
        }
        let feed = try Fixtures.parse(xml: Self.rss(items))
        #expect(feed.items.count == 300)
        #expect(feed.items[19].title == "Tom & Jerry")
        #expect(feed.items[299].title == "item 300")
        #expect(Set(feed.items.map(\.id)).count == 300)
    }

    @Test func repairsAcrossChunkBoundariesOfAFile() throws {
        var items = ""
        for n in 1...3_000 { items += "<item><title>Q&A \(n) &nbsp;&eacute; a < b</title><guid>g\(n)</guid></item>\n" }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("paperboy-repair-\(UUID().uuidString).xml")
        try Data(Self.rss(items).utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let feed = try FeedParser().parse(contentsOf: file)
        #expect(feed.items.count == 3_000)
        #expect(feed.items.allSatisfy { $0.title.hasSuffix(" é a < b") && $0.title.hasPrefix("Q&A ") })
        #expect(feed.items.last?.title == "Q&A 3000 é a < b")
    }

    @Test("what libxml2 refuses and how it reads after repair", arguments: [
        ("Caf&eacute; &copy; 2024", "Café © 2024"),
        ("a < b and c<3", "a < b and c<3"),
        ("AT&T; R&D", "AT&T; R&D"),
        ("x &#1; y &#x41;", "x y A"),
        ("bell\u{07}ring", "bellring"),
        ("&unknownentity; stays", "&unknownentity; stays"),
        ("<![CDATA[Tom & Jerry <3]]> & co", "Tom & Jerry <3 & co"),
    ])
    func repairs(title: String, expected: String) throws {
        let feed = try Fixtures.parse(xml: Self.rss("<item><title>\(title)</title><guid>g</guid></item><item><title>after</title><guid>h</guid></item>"))
        #expect(feed.items.map(\.title) == [expected, "after"])
        #expect(feed.warnings.count == 1)
    }

    @Test func ampersandInAnAttributeValue() throws {
        let xml = Self.rss("<item><title>t</title><guid>g</guid><enclosure url=\"https://x.example/a.mp3?a=1&b=2\" type=\"audio/mpeg\"/></item>")
        let item = try #require(try Fixtures.parse(xml: xml).items.first)
        #expect(item.enclosures.first?.url == "https://x.example/a.mp3?a=1&b=2")
    }

    @Test func commentsAreNotRepaired() throws {
        let xml = Self.rss("<!-- a & b < c --><item><title>R&D</title><guid>g</guid></item>")
        #expect(try Fixtures.parse(xml: xml).items.map(\.title) == ["R&D"])
    }

    @Test func recoveredMarkupIsStillSanitised() throws {
        let xml = Self.rss("""
        <item><title>Q&A</title><guid>g</guid>
        <description><![CDATA[<p>Hi <script>alert(1)</script><a href="javascript:x()">x</a></p>]]> &amp; more &lt;script&gt;alert(2)&lt;/script&gt; & so on</description></item>
        """)
        let item = try #require(try Fixtures.parse(xml: xml).items.first)
        #expect(item.title == "Q&A")
        #expect(!item.summaryHTML.lowercased().contains("<script"))
        #expect(!item.summaryHTML.lowercased().contains("javascript:"))
        #expect(item.summary.contains("so on"))
    }

    @Test func anErrorRepairCannotFixStillFailsWithItsPosition() throws {
        let filler = (1...40).map { "<item><title>item \($0)</title><guid>g\($0)</guid><description>Some text for item \($0).</description></item>\n" }
        let xml = Self.rss("<item><title>Q&A</title><guid>1</guid></item>\n" + filler.joined() + "<item><title>x</item>\n")
        let error = try #require(throws: FeedParseError.self) { try Fixtures.parse(xml: xml) }
        #expect(error.kind == .malformed)
        #expect(error.line == 44)
        let partial = try Fixtures.parse(xml: xml, partial: true)
        #expect(partial.isPartial)
        #expect(partial.items.first?.title == "Q&A")
        #expect(partial.items.count == 41)
        #expect(partial.warnings.contains { $0.contains("line 3, column 15: a bare '&'") })
    }

    @Test func wellFormedFeedsAreReadOnceWithoutWarnings() throws {
        let feed = try Fixtures.parse(xml: Self.rss("<item><title>Q&amp;A</title><guid>g</guid></item>"))
        #expect(feed.items.map(\.title) == ["Q&A"])
        #expect(feed.warnings.isEmpty)
    }

    @Test func utf16DocumentsAreNotByteRepaired() throws {
        let xml = Self.rss("<item><title>Q&A</title><guid>g</guid></item>")
        let bytes: [UInt8] = [0xFF, 0xFE] + xml.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let error = try #require(throws: FeedParseError.self) { try Fixtures.parse(bytes: bytes) }
        #expect(error.kind == .malformed)
    }
}
