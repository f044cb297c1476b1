import Mustache
import Testing
import PaperboyModels
@testable import PaperboyViews

/// Paperboy's HTML escaping for templates.
@Suite struct HTMLContentTypeTests {
    @Test("escapes as swift-mustache's own HTML escaping does", arguments: [
        "plain", "a < b > c & d \"e\" 'f'", "<script>alert('x')</script>", "&amp;", "Zoë — 漢字 🚀 <b>", "", "''\"\"<<>>&&",
    ])
    func sameAsSwiftMustache(text: String) throws {
        let library = try MustacheTemplate(string: "{{x}}").render(["x": text])
        #expect(HTMLContentType().escapeText(text) == library)
    }

    @Test func aQuoteWithACombiningMarkIsEscapedToo() throws {
        let quote = "\"\u{301}"
        let hostile = "x" + quote + " onfocus=alert(1) autofocus " + quote + "<\u{301}b>"
        // swift-mustache compares Characters, and a quote with a combining mark is one Character that is not a quote.
        let byLibrary = try MustacheTemplate(string: "{{x}}").render(["x": hostile])
        #expect(byLibrary.contains(quote))
        let escaped = HTMLContentType().escapeText(hostile)
        let expected = "x&quot;\u{301} onfocus=alert(1) autofocus &quot;\u{301}&lt;\u{301}b&gt;"
        #expect(!escaped.utf8.contains(UInt8(ascii: "\"")))
        #expect(!escaped.utf8.contains(UInt8(ascii: "<")))
        #expect(escaped == expected)
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
}
