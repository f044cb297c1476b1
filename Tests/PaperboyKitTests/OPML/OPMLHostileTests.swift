import Foundation
@testable import PaperboyKit
import PaperboyServices
import Testing

/// OPML that is malformed, oversized or built to exhaust the parser.
@Suite struct OPMLHostileTests {
    /// Ten levels of ten references, used in attribute values (which XML always expands).
    static let billionLaughs: String = {
        var declarations = "<!ENTITY a0 \"lol\">"
        for i in 1...10 { declarations += "<!ENTITY a\(i) \"" + String(repeating: "&a\(i - 1);", count: 10) + "\">" }
        return "<?xml version=\"1.0\"?>\n<!DOCTYPE opml [\(declarations)]>\n<opml><body><outline text=\"&a10;\" xmlUrl=\"https://x.example/&a10;\"/></body></opml>"
    }()

    /// Checked by order, not time: libxml2 refuses the first reference (line 3, an attribute
    /// value) before the element reaches the scanner, so nothing is ever visited; OPML's own
    /// DOCTYPE refusal would come at line 2. `LibXML2TimeBoundTests` (run alone) times it.
    @Test func billionLaughsIsRefusedBeforeAnyExpansion() throws {
        var visited = 0
        #expect(throws: XMLScanError.self) { try XMLElementScanner.scan(Data(Self.billionLaughs.utf8)) { _ in visited += 1 } }
        #expect(visited == 0, "\(visited) elements or texts reached the scanner's caller")
        let error = try #require(throws: OPMLError.self) { try OPMLDocument.parse(Data(Self.billionLaughs.utf8), name: "laughs.opml") }
        #expect(error.place.place == "laughs.opml" && (2...3).contains(error.place.line ?? 0), "\(error)")
        #expect(error.reason.contains("DOCTYPE") || error.reason.contains("entity"), "\(error)")
    }

    @Test func anyDTDIsRefusedWithItsLine() throws {
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE opml [<!ENTITY me \"Me\">]>\n<opml><body><outline text=\"&me;\" xmlUrl=\"https://x.example/\"/></body></opml>"
        let error = try #require(throws: OPMLError.self) { try OPMLDocument.parse(Data(text.utf8), name: "dtd.opml") }
        #expect(error.description == "dtd.opml:2: XML error: a DOCTYPE is not allowed (DTDs and entity declarations are refused)")
    }

    @Test func externalEntitiesAreNeverRead() throws {
        let text = "<?xml version=\"1.0\"?><!DOCTYPE opml [<!ENTITY e SYSTEM \"file:///etc/passwd\">]><opml><body><outline text=\"&e;\"/></body></opml>"
        let error = try #require(throws: OPMLError.self) { try OPMLDocument.parse(Data(text.utf8), name: "e.opml") }
        #expect(!error.description.contains("root:"))
    }

    /// A 1 GiB file (sparse: it takes no disk) whose first bytes are not XML: refused by its size,
    /// which the message gives exactly. Reading it first would have met the XML error, or held at
    /// most `maxBytes + 1` bytes and could not name the true size. Bytes, not time.
    @Test func aFileOverTheLimitIsRefusedBeforeParsing() throws {
        let folder = try Playground()
        let file = try folder.write("big.opml", "not XML at all <<<")
        let size = 1 << 30
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: UInt64(size))
        try handle.close()
        let error = try #require(throws: OPMLError.self) { try OPMLDocument.read(contentsOf: file, name: "big.opml", fileSystem: .disk) }
        #expect(error.reason == "the file has \(size) bytes; an OPML file may have at most \(OPMLDocument.maxBytes)")
    }

    @Test func tooManyOutlinesAreRefusedWithTheLine() throws {
        let body = String(repeating: "<outline/>\n", count: OPMLDocument.maxOutlines + 1)
        let error = try #require(throws: OPMLError.self) {
            try OPMLDocument.parse(Data(("<opml><body>\n" + body + "</body></opml>").utf8), name: "many.opml")
        }
        #expect(error.place.line == OPMLDocument.maxOutlines + 2)
    }

    @Test func malformedXMLNamesTheFileAndLine() throws {
        let text = "<opml version=\"2.0\">\n<body>\n<outline text=\"a\" xmlUrl=\"https://a.example/\">\n</body>\n</opml>\n"
        let error = try #require(throws: OPMLError.self) { try OPMLDocument.parse(Data(text.utf8), name: "bad.opml") }
        #expect(error.description.hasPrefix("bad.opml:4:"))
        #expect(error.reason.hasPrefix("XML error: "))
    }

    @Test("documents that are not OPML", arguments: [
        ("<rss><channel/></rss>", "bad.opml:1: not OPML: the root element is <rss>, not <opml>"),
        ("", "bad.opml:1:1: XML error: not XML: the document has no root element"),
        ("{\"feeds\": []}", "bad.opml"),
    ])
    func notOPML(text: String, message: String) throws {
        let error = try #require(throws: OPMLError.self) { try OPMLDocument.parse(Data(text.utf8), name: "bad.opml") }
        #expect(error.description.hasPrefix(message))
    }

    @Test func deepNestingKeepsEveryFeed() throws {
        let depth = 100
        let text = "<opml><body>" + String(repeating: "<outline text=\"f\">", count: depth)
            + "<outline text=\"deep\" xmlUrl=\"https://deep.example/\"/>" + String(repeating: "</outline>", count: depth) + "</body></opml>"
        let imported = try OPMLImport(document: OPMLDocument.parse(Data(text.utf8), name: "deep.opml"), file: "deep.opml")
        #expect(imported.sections == [OPMLImportedSection(title: "f", sources: ["deep"])])
    }
}
