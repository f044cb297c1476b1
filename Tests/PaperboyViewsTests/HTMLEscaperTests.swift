import PaperboyMustache
import Testing
import PaperboyModels
@testable import PaperboyViews

/// Paperboy's HTML escaping for templates: by byte, so no Unicode composition hides a quote or a `<`.
@Suite struct HTMLEscaperTests {
    @Test("escapes & < > \" ' as entities and nothing else", arguments: [
        ("plain", "plain"),
        ("a < b > c & d \"e\" 'f'", "a &lt; b &gt; c &amp; d &quot;e&quot; &#39;f&#39;"),
        ("<script>alert('x')</script>", "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"),
        ("&amp;", "&amp;amp;"),
        ("Zoë — 漢字 🚀 <b>", "Zoë — 漢字 🚀 &lt;b&gt;"),
        ("", ""),
        ("''\"\"<<>>&&", "&#39;&#39;&quot;&quot;&lt;&lt;&gt;&gt;&amp;&amp;"),
    ])
    func escapes(text: String, expected: String) throws {
        #expect(HTMLEscaper().escape(text) == expected)
        // The same as the engine's own HTML escaping, and as a template renders it.
        var engine: [UInt8] = []
        var copy = text
        copy.withUTF8 { MustacheHTMLEscaper().append($0, to: &engine) }
        #expect(String(decoding: engine, as: UTF8.self) == expected)
        let library = try TemplateLibrary(sources: [TemplateSource(name: "t.html", text: "{{x}}|{{{x}}}")])
        #expect(try library.render(["x": MustacheValue.string(text)], template: "t.html") == expected + "|" + text)
    }

    @Test func aQuoteOrLessThanWithACombiningMarkIsEscapedToo() throws {
        let quote = "\"\u{301}"
        let hostile = "x" + quote + " onfocus=alert(1) autofocus " + quote + "<\u{301}b>"
        // One Character each ("\u{301} is not == "\""): an escaper comparing Characters, as
        // swift-mustache's did, would leave them as they are.
        #expect(Character(quote) != "\"")
        let expected = "x&quot;\u{301} onfocus=alert(1) autofocus &quot;\u{301}&lt;\u{301}b&gt;"
        let escaped = HTMLEscaper().escape(hostile)
        #expect(!escaped.utf8.contains(UInt8(ascii: "\"")))
        #expect(!escaped.utf8.contains(UInt8(ascii: "<")))
        #expect(escaped == expected)
        let library = try TemplateLibrary(sources: [
            TemplateSource(name: "t.html", text: "<a title=\"{{x}}\">{{> p.html}}</a>"),
            TemplateSource(name: "p.html", text: "{{x}}"),
        ])
        #expect(try library.render(["x": MustacheValue.string(hostile)], template: "t.html") == "<a title=\"\(expected)\">\(expected)</a>")
    }

    @Test func everyHTMLPageUsesIt() throws {
        let quote = "\"\u{301}", less = "<\u{301}"
        let item = Item(id: "post:1", kind: .post, title: "T" + quote + less + "i>", url: "https://example.org/a" + quote + "b", summary: "")
        let digest = Fixtures.digest(sections: [DigestSection(id: "s", title: "S", items: [item])])
        let pages = try Fixtures.renderDefault(digest)
        for path in ["index.html", "2024/11/28/index.html", "sections/s/index.html"] {
            let page = try #require(pages[path])
            #expect(!page.contains(quote), "\(path) has an unescaped quote")
            #expect(!page.contains(less), "\(path) has an unescaped <")
            #expect(page.contains("&quot;\u{301}"), "\(path) shows the quote")
        }
    }

    @Test func markdownTemplatesDoNotHTMLEscape() throws {
        let library = try TemplateLibrary(sources: [
            TemplateSource(name: "t.md", text: "{{%CONTENT_TYPE: TEXT}}\n{{x}} {{> p.html}}"),
            TemplateSource(name: "p.html", text: "{{x}}"),
        ])
        // A Markdown page's HTML partial is still escaped: each template keeps its own escaping.
        #expect(try library.render(["x": "<&>"] as MustacheValue, template: "t.md") == "<&> &lt;&amp;&gt;")
    }
}
