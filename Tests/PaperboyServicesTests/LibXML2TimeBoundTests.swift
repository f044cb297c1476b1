import Foundation
import Testing
@testable import PaperboyServices

/// Hostile input against libxml2, timed: entity expansion and deep nesting must cost
/// little time, which no count of ours can show (the work is inside libxml2). Listed in the
/// Makefile's `TIMED_SUITES`, so `make test-release` runs it on its own after the rest: beside
/// the whole suite on two busy cores, a test's task was seen to wait seconds for a thread.
/// What reaches the output is checked, counted, in `MalformedInputTests`,
/// `HTMLSanitizerHostileTests` and `OPMLHostileTests`.
@Suite struct LibXML2TimeBoundTests {
    @Test func billionLaughsIsRefusedQuickly() {
        var outcome: Result<ParsedFeed, any Error>?
        let elapsed = ContinuousClock().measure { outcome = Result { try Fixtures.parse(xml: MalformedInputTests.billionLaughs) } }
        #expect(elapsed < .seconds(1), "\(elapsed)")
        if case .success(let feed) = outcome {
            #expect(feed.items.first.map { $0.title.utf8.count < 1000 } ?? true)
        }
    }

    @Test func quadraticBlowupIsReadQuickly() throws {
        var outcome: Result<ParsedFeed, any Error>?
        let elapsed = ContinuousClock().measure { outcome = Result { try Fixtures.parse(xml: MalformedInputTests.quadraticBlowup) } }
        #expect(elapsed < .seconds(1), "\(elapsed)")
        #expect(try outcome?.get().items.first?.title == "A")
    }

    /// OPML's scanner over references in attribute values, which libxml2 expands, or refuses as a
    /// loop, before the element reaches the scanner (`OPMLHostileTests` checks the order).
    @Test func billionLaughsInAttributesIsRefusedQuickly() {
        var declarations = "<!ENTITY a0 \"lol\">"
        for i in 1...10 { declarations += "<!ENTITY a\(i) \"" + String(repeating: "&a\(i - 1);", count: 10) + "\">" }
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE opml [\(declarations)]>\n<opml><body><outline text=\"&a10;\"/></body></opml>"
        var outcome: Result<Void, any Error>?
        let elapsed = ContinuousClock().measure { outcome = Result { try XMLElementScanner.scan(Data(text.utf8)) { _ in } } }
        #expect(elapsed < .seconds(1), "\(elapsed)")
        #expect(throws: XMLScanError.self) { try outcome?.get() }
    }

    @Test("10000 nested divs are sanitized quickly")
    func deepNestingIsQuick() {
        var result = SanitizedHTML(html: "", text: "")
        let elapsed = ContinuousClock().measure { result = HTMLSanitizer().sanitize(HTMLSanitizerHostileTests.deepDivs, baseURL: nil) }
        #expect(elapsed < .seconds(2), "\(elapsed)")
        #expect(result.text == "deep\n\nafter")
    }
}
