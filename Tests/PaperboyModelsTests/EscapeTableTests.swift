import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import PaperboyModels

/// Hostile text through every format's one table: nothing of it survives as markup.
@Suite struct EscapeTableTests {
    static let hostile = [
        "<script>alert(1)</script>", "\" onmouseover=\"x", "' onfocus='x", "&amp; &lt;", "]]><x>", "\"\u{301} quote with a combining mark",
        "nul\u{0} bell\u{7} vt\u{b} ff\u{c} esc\u{1b} del\u{7f}", "Zoë 漢字 🚀 \u{2028}\u{2029}", "non\u{FFFE}char\u{FFFF}s",
        "javascript:alert(1)", "a/b?c=d&e#f %20", "",
    ]

    @Test("HTML text: no tag can open", arguments: hostile)
    func htmlText(text: String) {
        let out = EscapeTable.htmlText(text)
        #expect(!out.contains("<") && !out.contains(">"))
        #expect(!out.unicodeScalars.contains { $0.value < 0x20 && $0 != "\t" && $0 != "\n" && $0 != "\r" || $0.value == 0x7F })
        #expect(out.replacingOccurrences(of: "&amp;", with: "").replacingOccurrences(of: "&lt;", with: "")
            .replacingOccurrences(of: "&gt;", with: "").contains("&") == false)
    }

    @Test("HTML attribute: no quote can end the value", arguments: hostile)
    func htmlAttribute(text: String) {
        let out = EscapeTable.htmlAttribute(text)
        #expect(!out.contains("\"") && !out.contains("'") && !out.contains("<") && !out.contains(">"))
    }

    @Test("XML: well-formed inside an element and an attribute", arguments: hostile)
    func xml(text: String) throws {
        let value = EscapeTable.xml(text)
        let document = "<r a=\"\(value)\">\(value)</r>"
        let parser = XMLParser(data: Data(document.utf8))
        #expect(parser.parse(), "not well-formed: \(document.debugDescription)")
    }

    @Test("JSON: reads back as the same text, less only the noncharacters JSON keeps", arguments: hostile)
    func json(text: String) throws {
        let literal = EscapeTable.json.quoted(text)
        let parsed = try JSONSerialization.jsonObject(with: Data("[\(literal)]".utf8)) as? [String]
        #expect(parsed == [text])
    }

    @Test("URL component: only unreserved bytes stay", arguments: hostile)
    func urlComponent(text: String) {
        let out = EscapeTable.urlComponent(text)
        #expect(out.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || "-._~%".utf8.contains(byte)
        })
        #expect(out.removingPercentEncoding == text)
    }

    @Test func tablesAsDocumented() {
        #expect(EscapeTable.htmlText("a<b>&\"'\u{b}") == "a&lt;b&gt;&amp;\"' ")
        #expect(EscapeTable.htmlAttribute("a<b>&\"'") == "a&lt;b&gt;&amp;&quot;&#39;")
        #expect(EscapeTable.xml("x\u{FFFE}y\u{1}z'") == "xyz&#39;")
        #expect(EscapeTable.json.quoted("a\"b\\c\nd\u{1}/\u{7f}") == #""a\"b\\c\nd\u0001/\u007f""#)
        #expect(EscapeTable.urlComponent("a b/ü") == "a%20b%2F%C3%BC")
    }
}
