import Foundation
import Testing
@testable import PaperboyServices

@Suite struct HTMLSanitizerTests {
    let sanitizer = HTMLSanitizer()
    static let base = URL(string: "https://example.org/blog/")

    @Test("allowlisted elements are kept, attributes dropped", arguments: [
        ("<p>One</p>\n<p>Two &amp; <i>three</i></p>", "<p>One</p>\n<p>Two &amp; <i>three</i></p>", "One\n\nTwo & three"),
        ("<p><b>b</b><strong>s</strong><em>e</em><u>u</u><s>s</s><small>m</small><mark>k</mark></p>",
         "<p><b>b</b><strong>s</strong><em>e</em><u>u</u><s>s</s><small>m</small><mark>k</mark></p>", "bseusmk"),
        ("<p>H<sub>2</sub>O, x<sup>2</sup>, <code>f()</code>, <kbd>⌘</kbd>, <samp>out</samp>, <var>n</var>, <dfn>d</dfn>, <cite>c</cite></p>",
         "<p>H<sub>2</sub>O, x<sup>2</sup>, <code>f()</code>, <kbd>⌘</kbd>, <samp>out</samp>, <var>n</var>, <dfn>d</dfn>, <cite>c</cite></p>",
         "H2O, x2, f(), ⌘, out, n, d, c"),
        ("<p class=\"lead\" id=\"top\" style=\"color:red\" data-x=\"1\" onclick=\"f()\">styled</p>", "<p>styled</p>", "styled"),
        ("<ul class=\"list\"><li>a</li><li>b</li></ul>", "<ul><li>a</li><li>b</li></ul>", "a\n\nb"),
        ("<ol start=\"3\" type=\"a\" reversed><li>x<li>y</ol>", "<ol start=\"3\"><li>x</li><li>y</li></ol>", "x\n\ny"),
        ("<dl><dt>term</dt><dd>definition</dd></dl>", "<dl><dt>term</dt><dd>definition</dd></dl>", "term\n\ndefinition"),
        ("<details open><summary>More</summary>Hidden</details>", "<details><summary>More</summary>Hidden</details>",
         "More\n\nHidden"),
        ("<figure><figcaption>Caption</figcaption></figure>", "<figure><figcaption>Caption</figcaption></figure>", "Caption"),
        ("<blockquote cite=\"/source\"><p>Quote</p></blockquote>",
         "<blockquote cite=\"https://example.org/source\"><p>Quote</p></blockquote>", "Quote"),
        ("<p><q cite=\"https://q.example/\">q</q> <del cite=\"x\">old</del> <ins>new</ins></p>",
         "<p><q cite=\"https://q.example/\">q</q> <del cite=\"https://example.org/blog/x\">old</del> <ins>new</ins></p>",
         "q old new"),
        ("<p><abbr title=\"HyperText Markup Language\" class=\"x\">HTML</abbr></p>",
         "<p><abbr title=\"HyperText Markup Language\">HTML</abbr></p>", "HTML"),
        ("<p><span class=\"x\">a</span><div>b</div></p>", "<p><span>a</span></p><div>b</div>", "a\n\nb"),
        ("<hr class=\"x\"><p>after</p><br/>", "<hr><p>after</p><br>", "after"),
    ])
    func allowlist(input: String, html: String, text: String) {
        let result = sanitizer.sanitize(input, baseURL: Self.base)
        #expect(result.html == html)
        #expect(result.text == text)
    }

    @Test("headings are demoted below the page's own", arguments: [
        ("<h1>T</h1>", "<h4>T</h4>"),
        ("<h2 id=\"x\">T</h2>", "<h4>T</h4>"),
        ("<h3>T</h3>", "<h5>T</h5>"),
        ("<h4>T</h4>", "<h6>T</h6>"),
        ("<h5>T</h5>", "<h6>T</h6>"),
        ("<h6>T</h6>", "<h6>T</h6>"),
        ("<H1>Upper</H1>", "<h4>Upper</h4>"),
    ])
    func headings(input: String, html: String) {
        #expect(sanitizer.sanitize(input, baseURL: nil).html == html)
    }

    @Test("table cells keep numeric spans only", arguments: [
        ("<table class=\"t\"><thead><tr><th scope=\"col\">A</th><th>B</th></tr></thead><tbody><tr><td colspan=\"2\" rowspan=\" 3 \">c</td></tr></tbody><tfoot><tr><td>f</td></tr></tfoot></table>",
         "<table><thead><tr><th>A</th><th>B</th></tr></thead><tbody><tr><td colspan=\"2\" rowspan=\"3\">c</td></tr></tbody><tfoot><tr><td>f</td></tr></tfoot></table>",
         "A B\n\nc\n\nf"),
        ("<table><tr><td colspan=\"x\" rowspan=\"12345\">c</td><td>d</td></tr></table>",
         "<table><tr><td>c</td><td>d</td></tr></table>", "c d"),
    ])
    func tables(input: String, html: String, text: String) {
        let result = sanitizer.sanitize(input, baseURL: nil)
        #expect(result.html == html)
        #expect(result.text == text)
    }

    @Test("unknown elements are replaced by their content", arguments: [
        ("<font color=\"red\">red</font> <custom-tag x=\"1\">custom</custom-tag>", "red custom", "red custom"),
        ("<center>old</center><section>sec</section><article><header>h</header>body</article>",
         "old\nsec\nh\nbody", "old\n\nsec\n\nh\n\nbody"),
        ("<section><p>a</p></section><section><p>b</p></section>", "<p>a</p>\n<p>b</p>", "a\n\nb"),
        // libxml2's HTML parser drops namespace prefixes: h:div arrives as a div.
        ("<h:div>h</h:div><svg:rect>r</svg:rect>", "<div>h</div>r", "h\n\nr"),
        ("<html><head><title>T</title><style>p{}</style></head><body><p>x</p></body></html>", "<p>x</p>", "x"),
    ])
    func unwraps(input: String, html: String, text: String) {
        let result = sanitizer.sanitize(input, baseURL: nil)
        #expect(result.html == html)
        #expect(result.text == text)
    }

    @Test("links are resolved, marked nofollow noopener, and unwrapped without a safe href", arguments: [
        ("<a href=\"../post\">p</a>", #"<a href="https://example.org/post" rel="nofollow noopener">p</a>"#),
        ("<a href=\"/x\" title='T \"q\"' class=\"c\" target=\"_blank\">t</a>",
         #"<a href="https://example.org/x" title="T &quot;q&quot;" rel="nofollow noopener">t</a>"#),
        ("<a title=\"first\" href=\"x?a=1&amp;b=2#z\">t</a>",
         #"<a href="https://example.org/blog/x?a=1&amp;b=2#z" title="first" rel="nofollow noopener">t</a>"#),
        ("<a href=\"#frag\">f</a>", #"<a href="https://example.org/blog/#frag" rel="nofollow noopener">f</a>"#),
        ("<a href=\"//cdn.example/x\">c</a>", #"<a href="https://cdn.example/x" rel="nofollow noopener">c</a>"#),
        ("<a href=\"mailto:me@example.org\">m</a>", #"<a href="mailto:me@example.org" rel="nofollow noopener">m</a>"#),
        ("<A HREF=\"HTTPS://Example.ORG/A\">up</A>", #"<a href="https://Example.ORG/A" rel="nofollow noopener">up</a>"#),
        ("<a href=\"a b.html\">s</a>", #"<a href="https://example.org/blog/a%20b.html" rel="nofollow noopener">s</a>"#),
        ("<a name=\"anchor\">no href</a>", "no href"),
        ("<a href=\"\">empty</a>", "empty"),
        ("<a href=\"https://example.org/\"></a>", ""),
        ("<a href=\"https://a.example/\">a<a href=\"https://b.example/\">b</a></a>",
         #"<a href="https://a.example/" rel="nofollow noopener">a</a><a href="https://b.example/" rel="nofollow noopener">b</a>"#),
        ("<a href=\"https://a.example/\"><span><a href=\"https://b.example/\">b</a></span></a>",
         #"<a href="https://a.example/" rel="nofollow noopener"><span>b</span></a>"#),
    ])
    func links(input: String, html: String) {
        #expect(sanitizer.sanitize(input, baseURL: Self.base).html == html)
    }

    @Test("without a base, relative links are dropped and their text kept")
    func relativeWithoutBase() {
        let result = sanitizer.sanitize("<a href=\"../post\">p</a> <img src=\"i.png\"> <a href=\"#x\">q</a>", baseURL: nil)
        #expect(result.html == "p  q")
        #expect(result.text == "p q")
    }

    @Test("images become links so the page never loads them", arguments: [
        ("<img src=\"/pic.png\" alt=\" A  cat \" width=\"10\" onload=\"x\">",
         #"<a href="https://example.org/pic.png" rel="nofollow noopener">[image: A cat]</a>"#, "[image: A cat]"),
        ("<img src=\"https://cdn.example/p.png\" alt=\"\">",
         #"<a href="https://cdn.example/p.png" rel="nofollow noopener">[image]</a>"#, "[image]"),
        ("<img src=\"p.png\" alt=\"<b>&amp;\">",
         #"<a href="https://example.org/blog/p.png" rel="nofollow noopener">[image: &lt;b&gt;&amp;]</a>"#, "[image: <b>&]"),
        ("<img src=\"data:image/png;base64,AAAA\" alt=\"inline\">", "", ""),
        ("<p>see <img src=\"javascript:x\"> here</p>", "<p>see  here</p>", "see here"),
        ("<a href=\"/big.png\"><img src=\"/small.png\" alt=\"thumb\"></a>",
         #"<a href="https://example.org/big.png" rel="nofollow noopener">[image: thumb]</a>"#, "[image: thumb]"),
    ])
    func images(input: String, html: String, text: String) {
        let result = sanitizer.sanitize(input, baseURL: Self.base)
        #expect(result.html == html)
        #expect(result.text == text)
    }

    @Test("empty and whitespace-only input give empty output", arguments: ["", " ", "\n\t  \r\n", "<p></p>\n", "<!-- only a comment -->"])
    func empty(input: String) {
        let result = sanitizer.sanitize(input, baseURL: nil)
        #expect(result.text == "")
        #expect(result.html == (input == "<p></p>\n" ? "<p></p>" : ""))
    }

    @Test("GitHub release HTML keeps its structure and loses class and data attributes")
    func githubRelease() {
        let input = """
            <h2>Release Notes</h2>
            <ul>
            <li>Fix <code>kw_only=True</code> (<a href="https://github.com/astral-sh/ruff/pull/21820" data-hovercard-type="pull_request" data-hovercard-url="/astral-sh/ruff/pull/21820/hovercard">#21820</a>)</li>
            </ul>
            <div class="highlight highlight-source-shell notranslate position-relative overflow-auto" data-snippet-clipboard-copy-content="curl -LsSf https://example.org/install.sh | sh"><pre>curl -LsSf <span class="pl-s"><span class="pl-pds">'</span>x<span class="pl-pds">'</span></span> <span class="pl-k">|</span> sh</pre></div>
            <table>
            <thead><tr><th>File</th><th>Platform</th></tr></thead>
            <tbody><tr><td><a href="/astral-sh/ty/releases/download/v1/ty.tar.gz">ty.tar.gz</a></td><td>Apple Silicon macOS</td></tr></tbody>
            </table>
            """
        let result = sanitizer.sanitize(input, baseURL: URL(string: "https://github.com/astral-sh/ty/releases/tag/v1"))
        #expect(result.html == """
            <h4>Release Notes</h4>
            <ul>
            <li>Fix <code>kw_only=True</code> (<a href="https://github.com/astral-sh/ruff/pull/21820" rel="nofollow noopener">#21820</a>)</li>
            </ul>
            <div><pre>curl -LsSf <span><span>'</span>x<span>'</span></span> <span>|</span> sh</pre></div>
            <table>
            <thead><tr><th>File</th><th>Platform</th></tr></thead>
            <tbody><tr><td><a href="https://github.com/astral-sh/ty/releases/download/v1/ty.tar.gz" rel="nofollow noopener">ty.tar.gz</a></td><td>Apple Silicon macOS</td></tr></tbody>
            </table>
            """)
        #expect(result.text == """
            Release Notes

            Fix kw_only=True (#21820)

            curl -LsSf 'x' | sh

            File Platform

            ty.tar.gz Apple Silicon macOS
            """)
    }
}
