import Testing
@testable import PaperboyServices

@Suite struct SanitizedHTMLTests {
    @Test("plain text becomes escaped paragraphs split at blank lines", arguments: [
        ("", "", ""),
        ("   \n\t\n", "", ""),
        ("one line", "<p>one line</p>", "one line"),
        ("  padded  ", "<p>padded</p>", "padded"),
        ("first\nsame paragraph", "<p>first same paragraph</p>", "first same paragraph"),
        ("one\n\ntwo", "<p>one</p>\n<p>two</p>", "one\n\ntwo"),
        ("one\r\n\r\ntwo\r\nmore", "<p>one</p>\n<p>two more</p>", "one\n\ntwo more"),
        ("one\r\rtwo", "<p>one</p>\n<p>two</p>", "one\n\ntwo"),
        ("\n\n one \n \t \n\n\n two \n\n", "<p>one</p>\n<p>two</p>", "one\n\ntwo"),
        ("one\n\u{A0}\ntwo", "<p>one</p>\n<p>two</p>", "one\n\ntwo"),
        ("a < b & c > \"d\" 'e'", "<p>a &lt; b &amp; c &gt; &quot;d&quot; 'e'</p>", "a < b & c > \"d\" 'e'"),
        ("a\u{1}b\u{0B}c\u{7F}", "<p>ab c</p>", "ab c"),
        ("<script>alert(1)</script>", "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>", "<script>alert(1)</script>"),
        ("&amp; stays literal", "<p>&amp;amp; stays literal</p>", "&amp; stays literal"),
        ("We show $\\alpha  \\leq \\beta$.\n\nSecond.", "<p>We show $\\alpha \\leq \\beta$.</p>\n<p>Second.</p>",
         "We show $\\alpha \\leq \\beta$.\n\nSecond."),
    ])
    func fromPlainText(input: String, html: String, text: String) {
        let result = SanitizedHTML.fromPlainText(input)
        #expect(result.html == html)
        #expect(result.text == text)
    }

    @Test("values compare and hash by content")
    func hashable() {
        let a = SanitizedHTML(html: "<p>x</p>", text: "x")
        #expect(a == SanitizedHTML.fromPlainText("x"))
        #expect(Set([a, SanitizedHTML.fromPlainText("x")]).count == 1)
    }
}
