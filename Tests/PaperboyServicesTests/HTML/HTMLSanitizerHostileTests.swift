import Foundation
import Testing
@testable import PaperboyServices

@Suite struct HTMLSanitizerHostileTests {
    let sanitizer = HTMLSanitizer()
    static let base = URL(string: "https://example.org/blog/")

    @Test("hostile markup comes out inert", arguments: [
        ("<script>alert(1)</script><p>ok</p>", "<p>ok</p>", "ok"),
        ("<SCRIPT SRC=//evil.example/x.js></SCRIPT>after", "<p>after</p>", "after"),
        ("<p>a<script>document.write('<b>x</b>')</script>b</p>", "<p>ab</p>", "ab"),
        ("<img src=x onerror=alert(1)>",
         #"<a href="https://example.org/blog/x" rel="nofollow noopener">[image]</a>"#, "[image]"),
        ("<img src=\"javascript:alert(1)\" alt=\"evil\">", "", ""),
        ("<img alt=\"no source\">", "", ""),
        ("<a href=\"javascript:alert(1)\">click</a>", "click", "click"),
        ("<a href=\"JaVaScRiPt:alert(1)\">click</a>", "click", "click"),
        ("<a href=\" javascript:alert(1)\">click</a>", "click", "click"),
        ("<a href=\"java\tscript:alert(1)\">click</a>", "click", "click"),
        ("<a href=\"java&#x09;script:alert(1)\">click</a>", "click", "click"),
        ("<a href=\"jav&#x0A;ascript:alert(1)\">click</a>", "click", "click"),
        ("<a href=\"&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)\">click</a>", "click", "click"),
        ("<a href=\"javascript&colon;alert(1)\">click</a>", "click", "click"),
        ("<a href=\"&#x20;&#x0;javascript:alert(1)\">click</a>", "click", "click"),
        ("<a href=\"vbscript:msgbox(1)\">click</a>", "click", "click"),
        ("<a href=\" data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==\">x</a>", "x", "x"),
        ("<a href=\"https://example.org/\" onclick=\"alert(1)\" onmouseover=\"alert(2)\">ok</a>",
         #"<a href="https://example.org/" rel="nofollow noopener">ok</a>"#, "ok"),
        ("<a href=\"https://example.org/\" target=\"_blank\" rel=\"opener\">ok</a>",
         #"<a href="https://example.org/" rel="nofollow noopener">ok</a>"#, "ok"),
        ("<svg><script>alert(1)</script></svg>after", "after", "after"),
        ("<svg onload=alert(1)><circle r=1 /></svg>after", "after", "after"),
        ("<math><mtext><script>alert(1)</script></mtext></math>after", "after", "after"),
        ("<iframe src=\"https://evil.example\"></iframe>text", "text", "text"),
        ("<object data=\"x.swf\"><embed src=\"x.swf\"></object>text", "text", "text"),
        ("<style>p { color: red }</style><p>styled</p>", "<p>styled</p>", "styled"),
        ("<p style=\"background:url(javascript:alert(1))\" class=\"x\" id=\"y\" onclick=\"z\" data-x=\"1\">p</p>",
         "<p>p</p>", "p"),
        ("<form action=\"https://evil.example\"><input name=q value=v><button>Go</button><textarea>t</textarea></form>ok",
         "ok", "ok"),
        ("<noscript><p>n</p></noscript><template><p>t</p></template><p>ok</p>", "<p>ok</p>", "ok"),
        ("<base href=\"https://evil.example/\"><link rel=stylesheet href=x.css><meta http-equiv=refresh content=0><p>ok</p>",
         "<p>ok</p>", "ok"),
        ("<video src=v.mp4><source src=v.webm></video><audio src=a.mp3></audio><canvas></canvas>ok", "ok", "ok"),
        ("<div><p>unclosed <b>bold <i>both", "<div><p>unclosed <b>bold <i>both</i></b></p></div>", "unclosed bold both"),
        ("<p>a</b></i></div>b", "<p>ab</p>", "ab"),
        ("<p>before<!-- <script>alert(1)</script> -->after</p>", "<p>beforeafter</p>", "beforeafter"),
        ("<!--[if IE]><script>alert(1)</script><![endif]--><p>ok</p>", "<p>ok</p>", "ok"),
        ("<p title=\"x\" lang=\"en\" dir=\"rtl\">attrs</p>", "<p>attrs</p>", "attrs"),
        ("&lt;script&gt;alert(1)&lt;/script&gt;", "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>",
         "<script>alert(1)</script>"),
        ("<p>\"quotes\" & 'apostrophes'</p>", "<p>\"quotes\" &amp; 'apostrophes'</p>", "\"quotes\" & 'apostrophes'"),
        ("<abbr title='\"><script>alert(1)</script>'>A</abbr>",
         "<abbr title=\"&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;\">A</abbr>", "A"),
        ("<a href=\"https://example.org/?a=1&b=2&quot;onmouseover=x\">q</a>",
         #"<a href="https://example.org/?a=1&amp;b=2%22onmouseover=x" rel="nofollow noopener">q</a>"#, "q"),
        ("<td colspan=\"2 onmouseover=x\" rowspan=\"99999\">c</td>", "<td>c</td>", "c"),
        ("<ol start=\"-1\"><li>x</li></ol>", "<ol><li>x</li></ol>", "x"),
        ("<blockquote cite=\"javascript:alert(1)\">q</blockquote>", "<blockquote>q</blockquote>", "q"),
        ("<meta charset=\"iso-8859-1\"><p>ü</p>", "<p>ü</p>", "ü"),
        ("<xmp><script>alert(1)</script></xmp>", "", ""),
    ])
    func hostile(input: String, html: String, text: String) {
        let result = sanitizer.sanitize(input, baseURL: Self.base)
        #expect(result.html == html)
        #expect(result.text == text)
    }

    @Test("an obfuscated scheme is caught after the parser decodes it and when passed directly", arguments: [
        "jav&#x09;ascript:alert(1)", "javascript&colon;alert(1)", "&#x6A;avascript:alert(1)",
    ])
    func decodedAndDirect(href: String) {
        #expect(LinkPolicy.safeURL(href, baseURL: Self.base) == nil)
        let result = sanitizer.sanitize("<a href=\"\(href)\">x</a>", baseURL: Self.base)
        #expect(result.html == "x")
    }

    /// 10,000 nested divs, then text after them.
    static let deepDivs = String(repeating: "<div>", count: 10_000) + "deep" + String(repeating: "</div>", count: 10_000) + "after"

    /// Checked by what comes out; `LibXML2TimeBoundTests` (run alone) checks that it is quick.
    @Test("10000 nested divs keep their text, and no more than the cap of their markup")
    func deepNesting() {
        let result = sanitizer.sanitize(Self.deepDivs, baseURL: nil)
        // html and body count as two levels; the divs below the cap become text.
        let kept = SanitizingWalker.maxDepth - 2
        #expect(result.html == String(repeating: "<div>", count: kept) + "deep" + String(repeating: "</div>", count: kept)
            + "after")
        #expect(result.text == "deep\n\nafter")
    }

    @Test("deep inline nesting and dropped elements below the cap")
    func deepInline() {
        let input = String(repeating: "<b>", count: 100_000) + "x<script>alert(1)</script><i>y</i>"
        let result = sanitizer.sanitize(input, baseURL: nil)
        let kept = SanitizingWalker.maxDepth - 2 // below html and body
        #expect(result.html == String(repeating: "<b>", count: kept) + "xy" + String(repeating: "</b>", count: kept))
        #expect(result.text == "xy")
    }

    @Test("input that is not HTML at all does not crash", arguments: [
        "\u{0}\u{1}\u{2}", "<", ">", "<<<>>>", "</p>", "<!", "<!--", "<![CDATA[x]]>", "<?php echo 1; ?>",
        String(repeating: "<", count: 10_000), String(repeating: "&#", count: 5_000), "\u{FFFD}\u{FEFF}",
    ])
    func garbage(input: String) {
        let result = sanitizer.sanitize(input, baseURL: nil)
        #expect(!result.html.contains("<?"))
        #expect(!result.html.contains("<!"))
    }
}
