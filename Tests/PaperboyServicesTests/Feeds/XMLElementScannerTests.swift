import Foundation
import PaperboyServices
import Testing

/// The small element reader used for OPML: starts with depth, line and attributes, text, and no DTD.
@Suite struct XMLElementScannerTests {
    @Test func startsAndTextInDocumentOrder() throws {
        let xml = "<a x=\"1\">\n  <b Y=\"&amp;&#233;\">hi &lt;there&gt;</b>\n  <c/>\n</a>"
        var events: [XMLScanEvent] = []
        try XMLElementScanner.scan(Data(xml.utf8)) { events.append($0) }
        let starts = events.compactMap { if case .start(let start) = $0 { start } else { nil } }
        #expect(starts.map(\.name) == ["a", "b", "c"])
        #expect(starts.map(\.depth) == [0, 1, 1])
        #expect(starts.map(\.line) == [1, 2, 3])
        #expect(starts[1].attributes == ["Y": "&é"])
        #expect(events.contains(.text("hi <there>", depth: 2)))
    }

    @Test func aDoctypeIsRefusedBeforeTheRoot() throws {
        var names: [String] = []
        let error = try #require(throws: XMLScanError.self) {
            try XMLElementScanner.scan(Data("<?xml version=\"1.0\"?>\n\n<!DOCTYPE a [<!ENTITY e \"x\">]><a>&e;</a>".utf8)) {
                if case .start(let start) = $0 { names.append(start.name) }
            }
        }
        #expect(names.isEmpty)
        #expect(error.line == 3)
    }

    @Test func whatTheVisitorThrowsComesBackUnchanged() throws {
        struct Stop: Error, Equatable {}
        #expect(throws: Stop()) { try XMLElementScanner.scan(Data("<a><b/></a>".utf8)) { _ in throw Stop() } }
    }
}
