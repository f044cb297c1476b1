import Foundation
import Testing
@testable import PaperboyServices

@Suite struct LinkPolicyTests {
    static let blog = URL(string: "https://example.org/blog/")
    static let page = URL(string: "http://example.org/a/b.html?q#f")

    @Test("relative references resolve against a directory base", arguments: [
        ("../x", "https://example.org/x"),
        ("/x", "https://example.org/x"),
        ("x?y#z", "https://example.org/blog/x?y#z"),
        ("#frag", "https://example.org/blog/#frag"),
        ("?q=1", "https://example.org/blog/?q=1"),
        ("./x:y", "https://example.org/blog/x:y"),
        ("../../../x", "https://example.org/x"),
        ("a b.html", "https://example.org/blog/a%20b.html"),
        ("ü.html", "https://example.org/blog/%C3%BC.html"),
        ("%zz", "https://example.org/blog/%25zz"),
        ("\\\\evil.example/x", "https://example.org/blog/%5C%5Cevil.example/x"),
        ("//cdn.example/x.png", "https://cdn.example/x.png"),
        ("  /padded\n", "https://example.org/padded"),
    ])
    func resolvesAgainstDirectory(raw: String, expected: String) {
        #expect(LinkPolicy.safeURL(raw, baseURL: Self.blog) == expected)
        #expect(LinkPolicy.httpURL(raw, baseURL: Self.blog) == expected)
    }

    @Test("relative references resolve against a page base, keeping its scheme", arguments: [
        ("../x", "http://example.org/x"),
        ("x?y#z", "http://example.org/a/x?y#z"),
        ("#frag", "http://example.org/a/b.html?q#frag"),
        ("?q=1", "http://example.org/a/b.html?q=1"),
        ("//cdn.example/x.png", "http://cdn.example/x.png"),
    ])
    func resolvesAgainstPage(raw: String, expected: String) {
        #expect(LinkPolicy.safeURL(raw, baseURL: Self.page) == expected)
    }

    @Test("absolute http(s) and mailto URLs pass, normalised", arguments: [
        ("https://example.org/x", "https://example.org/x"),
        ("  https://example.org/x  \n", "https://example.org/x"),
        ("https://example.org/a b", "https://example.org/a%20b"),
        ("HTTPS://Example.ORG/", "https://Example.ORG/"),
        ("http://example.org/\u{A0}", "http://example.org/"),
        ("https://bücher.example/ä", "https://xn--bcher-kva.example/%C3%A4"),
        ("https://exa\tmple.org/x", "https://example.org/x"),
    ])
    func absolute(raw: String, expected: String) {
        #expect(LinkPolicy.safeURL(raw, baseURL: nil) == expected)
        #expect(LinkPolicy.httpURL(raw, baseURL: Self.blog) == expected)
    }

    @Test("without a base, a relative reference is kept as written (encoded)", arguments: [
        ("../x", "../x"),
        ("/x", "/x"),
        ("x?y#z", "x?y#z"),
        ("#frag", "#frag"),
        ("a b.html", "a%20b.html"),
        ("./x:y", "./x:y"),
        ("//host/x", "https://host/x"),
    ])
    func keepsRelativeWithoutBase(raw: String, expected: String) {
        #expect(LinkPolicy.safeURL(raw, baseURL: nil) == expected)
    }

    @Test("only an absolute http(s) URL is used as a base", arguments: [
        URL(string: "file:///tmp/feed.xml"), URL(string: "javascript:alert(1)"), URL(string: "relative/path"), nil,
    ])
    func ignoresOtherBases(base: URL?) {
        #expect(LinkPolicy.safeURL("../x", baseURL: base) == "../x")
        #expect(LinkPolicy.httpURL("../x", baseURL: base) == nil)
        #expect(LinkPolicy.safeURL("//host/x", baseURL: base) == "https://host/x")
    }

    @Test("mailto is a safe link but not an item link", arguments: [
        ("mailto:me@example.org", "mailto:me@example.org"),
        ("MAILTO:me@example.org", "mailto:me@example.org"),
        (" mailto:me@example.org?subject=Hi there", "mailto:me@example.org?subject=Hi%20there"),
    ])
    func mailto(raw: String, expected: String) {
        #expect(LinkPolicy.safeURL(raw, baseURL: Self.blog) == expected)
        #expect(LinkPolicy.httpURL(raw, baseURL: Self.blog) == nil)
    }

    @Test("every spelling of a dangerous or unknown scheme is rejected", arguments: [
        "javascript:alert(1)",
        "JaVaScRiPt:alert(1)",
        " JaVaScRiPt:alert(1)",
        "java\tscript:alert(1)",
        "java\nscript:alert(1)",
        "java\rscript:alert(1)",
        "java script:alert(1)",
        "java\u{A0}script:alert(1)",
        "java\u{2028}script:alert(1)",
        "\u{0}javascript:alert(1)",
        "\u{1}\u{7F}javascript:alert(1)",
        "\u{A0}\u{3000}javascript:alert(1)",
        "jav&#x09;ascript:alert(1)",
        "jav&#9;ascript:alert(1)",
        "jav&#0000009;ascript:alert(1)",
        "jav&Tab;ascript:alert(1)",
        "jav&NewLine;ascript:alert(1)",
        "javascript&colon;alert(1)",
        "javascript&#58;alert(1)",
        "javascript&#x3A;alert(1)",
        "javascript&#x3a alert(1)",
        "&#106;avascript:alert(1)",
        "&#x6A;avascript:alert(1)",
        "vbscript:msgbox(1)",
        "VBScript:msgbox(1)",
        "livescript:alert(1)",
        "data:text/html,<script>alert(1)</script>",
        " data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
        "data:image/svg+xml,<svg onload=alert(1)>",
        "file:///etc/passwd",
        "ftp://example.org/x",
        "x:y",
        "http&colon;//evil.example/",
        "http:evil",
        "https:///evil.example",
        "https://exa mple.org/",
        "mailto:",
        "",
        "   ",
        "\u{A0}",
    ])
    func rejects(raw: String) {
        #expect(LinkPolicy.safeURL(raw, baseURL: Self.blog) == nil)
        #expect(LinkPolicy.safeURL(raw, baseURL: nil) == nil)
        #expect(LinkPolicy.httpURL(raw, baseURL: Self.blog) == nil)
    }

    @Test("item links need an absolute http(s) result", arguments: [
        "../x", "/x", "#frag", "x?y", "mailto:me@example.org",
    ])
    func httpURLNeedsBase(raw: String) {
        #expect(LinkPolicy.httpURL(raw, baseURL: nil) == nil)
    }

    @Test("the scheme probe sees through obfuscation", arguments: [
        ("https://x", LinkPolicy.SchemeProbe.allowed("https")),
        ("Http://x", .allowed("http")),
        ("mailto:x", .allowed("mailto")),
        ("j\u{0}ava&#115;cript:x", .rejected),
        ("/a:b", .relative),
        ("1a:b", .relative),
        ("a&b:c", .relative),
        ("a&#233;b:c", .relative),
        ("", .relative),
    ])
    func probe(raw: String, expected: LinkPolicy.SchemeProbe) {
        #expect(LinkPolicy.probeScheme(raw) == expected)
    }
}
