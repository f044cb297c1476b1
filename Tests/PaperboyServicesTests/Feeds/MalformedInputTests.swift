import Foundation
import Testing
@testable import PaperboyServices

@Suite struct MalformedInputTests {
    static let truncated = """
    <?xml version="1.0"?>
    <rss version="2.0"><channel><title>T</title>
    <item><title>one</title><guid>1</guid></item>
    <item><title>two</title><guid>2</guid></item>
    <item><title>thr
    """

    @Test func truncatedXMLNamesLineAndColumn() throws {
        let error = try #require(throws: FeedParseError.self) { try Fixtures.parse(xml: Self.truncated) }
        #expect(error.kind == .malformed)
        #expect(error.line == 5)
        #expect(error.column != nil)
    }

    @Test func partialKeepsTheItemsBeforeTheFault() throws {
        let feed = try Fixtures.parse(xml: Self.truncated, partial: true)
        #expect(feed.isPartial)
        #expect(feed.items.map(\.title) == ["one", "two"])
        #expect(feed.warnings.count == 1)
        #expect(feed.warnings[0].hasPrefix("document breaks off (line 5:"))
    }

    @Test func mismatchedTagIsAnErrorWithPosition() throws {
        let error = try #require(throws: FeedParseError.self) {
            try Fixtures.parse(xml: "<rss>\n<channel>\n  <item><title>x</item>\n</channel></rss>")
        }
        #expect(error.line == 3)
        #expect(error.description.hasPrefix("line 3:"))
    }

    @Test func notAFeed() throws {
        let error = try #require(throws: FeedParseError.self) { try Fixtures.parse(xml: "<html><body/></html>") }
        #expect(error.kind == .notAFeed)
        #expect(error.reason == "not a feed: the document is an HTML page")
    }

    @Test func emptyDocument() throws {
        let error = try #require(throws: FeedParseError.self) { try Fixtures.parse(xml: "") }
        #expect(error.kind == .notAFeed)
        #expect(error.reason == "not a feed: the document is an empty document")
    }

    @Test func errorsNameTheFile() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("paperboy-bad-\(UUID().uuidString).xml")
        try Data("<rss><channel>\n<title>x</channel></rss>".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let error = try #require(throws: FeedParseError.self) { try FeedParser().parse(contentsOf: file) }
        #expect(error.description.hasPrefix(file.path + ":2:"))
    }

    /// Ten levels of ten references: `&a10;` stands for 10^10 `lol`s (30 GB).
    static let billionLaughs: String = {
        var decl = "<!ENTITY a0 \"lol\">"
        for i in 1...10 { decl += "<!ENTITY a\(i) \"" + String(repeating: "&a\(i - 1);", count: 10) + "\">" }
        return "<?xml version=\"1.0\"?><!DOCTYPE rss [\(decl)]><rss><channel><item><title>&a10;</title><guid>g</guid></item></channel></rss>"
    }()

    /// One 50,000-byte entity referenced 50,000 times: 2.5 GB expanded.
    static let quadraticBlowup: String = {
        let big = String(repeating: "x", count: 50_000)
        return "<?xml version=\"1.0\"?><!DOCTYPE rss [<!ENTITY a \"\(big)\">]><rss><channel><item><title>A"
            + String(repeating: "&a;", count: 50_000) + "</title><guid>g</guid></item></channel></rss>"
    }()

    /// What the reader the feed parser uses delivers for `xml`, read to the end or to the first
    /// error, never past `maxNodes`: its nodes, the entity references among them and the bytes of text.
    static func readerWalk(_ xml: String, maxNodes: Int = 1_000_000) throws -> (nodes: Int, references: Int, textBytes: Int) {
        let reader = try XMLStreamReader(input: .data(Data(xml.utf8)), url: nil, encoding: nil)
        var nodes = 0, references = 0, textBytes = 0
        while nodes < maxNodes, (try? reader.read()) == true {
            nodes += 1
            switch reader.nodeType {
            case .entityReference: references += 1
            case .text, .cdata, .whitespace, .significantWhitespace: textBytes += reader.value.utf8.count
            default: break
            }
        }
        return (nodes, references, textBytes)
    }

    /// Counted, not timed (`LibXML2TimeBoundTests`, run alone, times it): the reader delivers
    /// `&a10;` as one reference, never its text, and no item carries an expansion.
    @Test func billionLaughsIsNotExpanded() throws {
        let walk = try Self.readerWalk(Self.billionLaughs)
        #expect(walk.nodes < 20 && walk.references <= 1, "\(walk)")
        #expect(walk.textBytes < 10, "\(walk.textBytes) bytes of text")
        if case .success(let feed) = Result(catching: { try Fixtures.parse(xml: Self.billionLaughs) }) {
            #expect(feed.items.first.map { $0.title.utf8.count < 1000 } ?? true)
        }
    }

    /// Counted, not timed: each of the 50,000 references is delivered as a reference, never as
    /// its 50,000 bytes; the title keeps only its own text.
    @Test func quadraticBlowupDoesNotExpand() throws {
        let walk = try Self.readerWalk(Self.quadraticBlowup)
        #expect(walk.references == 50_000, "\(walk)")
        #expect(walk.textBytes < 10, "\(walk.textBytes) bytes of text")
        #expect(try Fixtures.parse(xml: Self.quadraticBlowup).items.first?.title == "A")
    }

    @Test("external entities are never read", arguments: ["file:///etc/passwd", "http://127.0.0.1:9/x", "/etc/hostname"])
    func externalEntities(system: String) throws {
        let xml = "<?xml version=\"1.0\"?><!DOCTYPE rss [<!ENTITY e SYSTEM \"\(system)\">]><rss><channel><item><title>A&e;B</title><guid>g</guid></item></channel></rss>"
        let feed = try Fixtures.parse(xml: xml)
        #expect(feed.items.first?.title == "AB")
    }

    @Test func externalDTDIsNotLoaded() throws {
        let xml = "<?xml version=\"1.0\"?><!DOCTYPE rss SYSTEM \"file:///etc/passwd\"><rss><channel><item><title>t</title><guid>g</guid></item></channel></rss>"
        #expect(try Fixtures.parse(xml: xml).items.first?.title == "t")
    }
}
