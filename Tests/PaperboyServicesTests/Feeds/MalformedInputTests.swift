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

    @Test func billionLaughsIsRefusedQuickly() throws {
        var decl = "<!ENTITY a0 \"lol\">"
        for i in 1...10 { decl += "<!ENTITY a\(i) \"" + String(repeating: "&a\(i - 1);", count: 10) + "\">" }
        let xml = "<?xml version=\"1.0\"?><!DOCTYPE rss [\(decl)]><rss><channel><item><title>&a10;</title><guid>g</guid></item></channel></rss>"
        let start = Date()
        let outcome = Result { try Fixtures.parse(xml: xml) }
        #expect(Date().timeIntervalSince(start) < 1.0)
        if case .success(let feed) = outcome {
            #expect(feed.items.first.map { $0.title.utf8.count < 1000 } ?? true)
        }
    }

    @Test func quadraticBlowupDoesNotExpand() throws {
        let big = String(repeating: "x", count: 50_000)
        let xml = "<?xml version=\"1.0\"?><!DOCTYPE rss [<!ENTITY a \"\(big)\">]><rss><channel><item><title>A"
            + String(repeating: "&a;", count: 50_000) + "</title><guid>g</guid></item></channel></rss>"
        let start = Date()
        let feed = try Fixtures.parse(xml: xml)
        #expect(Date().timeIntervalSince(start) < 1.0)
        #expect(feed.items.first?.title == "A")
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
