import Foundation
@testable import PaperboyKit
import Testing

/// OPML that is malformed, oversized or built to exhaust the parser.
@Suite struct OPMLHostileTests {
    @Test func billionLaughsIsRefusedBeforeAnyExpansion() throws {
        var declarations = "<!ENTITY a0 \"lol\">"
        for i in 1...10 { declarations += "<!ENTITY a\(i) \"" + String(repeating: "&a\(i - 1);", count: 10) + "\">" }
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE opml [\(declarations)]>\n<opml><body><outline text=\"&a10;\" xmlUrl=\"https://x.example/&a10;\"/></body></opml>"
        let start = Date()
        let error = try #require(throws: OPMLError.self) { try OPMLDocument.parse(Data(text.utf8), name: "laughs.opml") }
        #expect(Date().timeIntervalSince(start) < 1)
        #expect(error.place.place == "laughs.opml" && error.place.line != nil)
        #expect(error.reason.contains("DOCTYPE") || error.reason.contains("entity"))
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

    @Test func aFileOverTheLimitIsRefusedBeforeParsing() throws {
        let folder = try Playground()
        let line = "<outline text=\"x\" xmlUrl=\"https://x.example/feed\"/>\n"
        let body = String(repeating: line, count: OPMLDocument.maxBytes / line.utf8.count + 1)
        let file = try folder.write("big.opml", "<opml><body>\n" + body + "</body></opml>")
        let start = Date()
        let error = try #require(throws: OPMLError.self) { try OPMLDocument.read(contentsOf: file, name: "big.opml", fileSystem: .disk) }
        #expect(Date().timeIntervalSince(start) < 1)
        #expect(error.reason.contains("at most \(OPMLDocument.maxBytes)"))
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
