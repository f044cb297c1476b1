import Testing
import PaperboyModels

/// Plain-text summaries shown as HTML.
@Suite struct PlainTextHTMLTests {
    @Test("escapes & < > \" and makes paragraphs at blank lines", arguments: [
        ("a < b & c > \"d\"", "<p>a &lt; b &amp; c &gt; &quot;d&quot;</p>"),
        ("one\ntwo", "<p>one two</p>"),
        ("one\n\ntwo\n\n\nthree", "<p>one</p>\n<p>two</p>\n<p>three</p>"),
        ("end\n\n", "<p>end</p>"),
        ("\n\nstart", "<p></p>\n<p>start</p>"),
        ("x\n&\n\n<", "<p>x &amp;</p>\n<p>&lt;</p>"),
        ("&&", "<p>&amp;&amp;</p>"),
        ("é ü — 漢字", "<p>é ü — 漢字</p>"),
        ("", ""),
    ])
    func paragraphs(text: String, html: String) {
        #expect(PlainTextHTML.paragraphs(text) == html)
    }
}
