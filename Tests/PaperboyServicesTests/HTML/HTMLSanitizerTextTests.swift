import Testing
@testable import PaperboyServices

@Suite struct HTMLSanitizerTextTests {
    let sanitizer = HTMLSanitizer()

    @Test("plain text: blocks separated by a blank line, br by a newline, whitespace folded", arguments: [
        ("a<br>b", "a\nb"),
        ("a<br/>\n  b", "a\nb"),
        ("a<br><br>c", "a\n\nc"),
        ("a<br><br><br>c", "a\n\nc"),
        ("<p>a<br></p><p>b</p>", "a\n\nb"),
        ("<br>a", "a"),
        ("<p>x</p>\n\n\n<p>y</p>", "x\n\ny"),
        ("<div>a<div>b</div>c</div>", "a\n\nb\n\nc"),
        ("a<hr>b", "a\n\nb"),
        ("<blockquote>q</blockquote>after", "q\n\nafter"),
        ("<h1>Title</h1>body", "Title\n\nbody"),
        ("<ul><li>one<ul><li>two</li></ul></li></ul>", "one\n\ntwo"),
        ("<b>bold</b><i>italic</i>", "bolditalic"),
        ("a <b> b </b>\n c", "a b c"),
        ("<pre>  code\n    more\n</pre>", "code more"),
        ("<table><tr><td>a</td><td>b</td></tr><tr><th>c</th><td>d</td></tr></table>", "a b\n\nc d"),
        ("<p>caf&eacute; &#233;&#xE9; &amp; &lt;tag&gt; &quot;q&quot; &nbsp;end&nbsp;</p>", "café éé & <tag> \"q\" end"),
        ("<p>Unknown &bogus; entity</p>", "Unknown &bogus; entity"),
        ("<p>keep<script>var x = '<p>not text</p>';</script>going</p>", "keepgoing"),
        ("<p>TeX $\\alpha_{1}$ &amp; $x < y$</p>", "TeX $\\alpha_{1}$ & $x < y$"),
        // As in browsers, `<y` starts a tag: TeX in HTML must escape its `<`.
        ("<p>$x<y$ z</p>", "$x"),
        ("<p>\u{A0}\u{2003}spaced\u{3000}out\u{2028}</p>", "spaced out"),
        ("<p>a\u{1}b\u{7F}c\u{0B}d</p>", "abcd"),
    ])
    func text(input: String, expected: String) {
        #expect(sanitizer.sanitize(input, baseURL: nil).text == expected)
    }

    @Test("markup in text is escaped on the way out", arguments: [
        ("<p>a &lt; b &amp;&amp; c &gt; d</p>", "<p>a &lt; b &amp;&amp; c &gt; d</p>"),
        ("<p>&quot;quoted&quot; it's</p>", "<p>\"quoted\" it's</p>"),
        ("<pre>if a < b && c > d {}</pre>", "<pre>if a &lt; b &amp;&amp; c &gt; d {}</pre>"),
        ("<p>Schrödinger &#x1F408;</p>", "<p>Schrödinger 🐈</p>"),
        ("<p>a\u{1}b\u{7F}c\u{0B}d\u{0C}e\u{1F}f</p>", "<p>abcdef</p>"),
        ("<abbr title=\"t\u{2}i\u{0C}t\">x</abbr>", "<abbr title=\"ti t\">x</abbr>"),
    ])
    func escaping(input: String, html: String) {
        #expect(sanitizer.sanitize(input, baseURL: nil).html == html)
    }
}
