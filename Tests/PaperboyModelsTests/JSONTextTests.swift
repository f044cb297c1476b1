import Foundation
import Testing
import PaperboyModels

/// JSON string literals written by hand.
@Suite struct JSONTextTests {
    @Test("reads back as the same text", arguments: [
        "plain", "", "quote \" and backslash \\ and slash /", "line\nfeed\r\ttab", "\u{0}\u{1}\u{8}\u{c}\u{1f}\u{7f}",
        "Zoë 漢字 🚀 \u{2028}\u{2029}", "\"\u{301}", "\\u0041",
    ])
    func roundTrip(text: String) throws {
        let literal = JSONText.quoted(text)
        let parsed = try JSONSerialization.jsonObject(with: Data("[\(literal)]".utf8)) as? [String]
        #expect(parsed == [text])
    }

    @Test func escapesAsDocumented() {
        #expect(JSONText.quoted("a\"b\\c\nd\u{1}/") == #""a\"b\\c\nd\u0001/""#)
    }
}
