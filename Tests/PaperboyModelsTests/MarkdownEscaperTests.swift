import Testing
@testable import PaperboyModels

@Suite struct MarkdownEscaperTests {
    @Test("escapes Markdown syntax so feed text shows literally", arguments: [
        ("plain words", "plain words"),
        ("*bold* and _em_", ##"\*bold\* and \_em\_"##),
        ("[x](javascript:alert(1))", ##"\[x\](javascript:alert(1))"##),
        ("![img](http://e.org/a.png)", ##"!\[img\](http://e.org/a.png)"##),
        ("<script>alert(1)</script>", ##"\<script>alert(1)\</script>"##),
        ("Mixture-of-Depths (v2) + more > less!", "Mixture-of-Depths (v2) + more > less!"),
        ("3) third", ##"3\) third"##),
        ("`code` here", ##"\`code\` here"##),
        (##"back\slash"##, ##"back\\slash"##),
        ("# heading", ##"\# heading"##),
        ("> quote", ##"\> quote"##),
        ("- item", ##"\- item"##),
        ("+ item", ##"\+ item"##),
        ("1. ordered", ##"1\. ordered"##),
        ("2024. A year", ##"2024\. A year"##),
        ("Version 1.2", "Version 1.2"),
        ("=== underline", ##"\=== underline"##),
        ("a | b", ##"a \| b"##),
        ("AT&T &amp; co", ##"AT\&T \&amp; co"##),
        ("~~strike~~", ##"\~\~strike\~\~"##),
        ("  two\nlines\r\n\tand   tabs  ", "two lines and tabs"),
        ("Zoë 日本語 ✓", "Zoë 日本語 ✓"),
        ("", ""),
    ])
    func escapes(input: String, expected: String) {
        #expect(MarkdownEscaper.escape(input) == expected)
    }

    @Test("link destinations are http(s) only and cannot break out", arguments: [
        ("https://arxiv.org/abs/2411.01234v1", "https://arxiv.org/abs/2411.01234v1" as String?),
        ("https://en.wikipedia.org/wiki/Foo_(bar)", "https://en.wikipedia.org/wiki/Foo_%28bar%29"),
        ("https://e.org/a<b>\"c'", "https://e.org/a%3Cb%3E%22c%27"),
        ("https://e.org/ü", "https://e.org/%C3%BC"),
        ("HTTP://E.ORG/x", "HTTP://E.ORG/x"),
        ("javascript:alert(1)", nil),
        ("data:text/html,<script>", nil),
        ("//e.org/x", nil),
        ("https://e.org/a b", nil),
    ])
    func linkDestinations(input: String, expected: String?) {
        #expect(MarkdownEscaper.linkDestination(input) == expected)
    }
}

/// Multi-paragraph feed text (posts, release notes) in Markdown.
@Suite struct MarkdownParagraphTests {
    @Test("paragraphs split at blank lines, each escaped and folded to one line", arguments: [
        ("One\ntwo *x*\n\n\n# Three", "One two \\*x\\*\n\n\\# Three"),
        ("  lead\n   \t \nnext  ", "lead\n\nnext"),
        ("Windows\r\nlines\r\n\r\n- item", "Windows lines\n\n\\- item"),
        ("a\n\u{00A0}\u{2003}\nb", "a\n\nb"),
        ("non\u{00A0}breaking", "non\u{00A0}breaking"),
        ("\n\n \n", ""),
        ("", ""),
        ("1. first\n\n2) second", "1\\. first\n\n2\\) second"),
    ])
    func paragraphs(input: String, expected: String) {
        #expect(MarkdownEscaper.escapeParagraphs(input) == expected)
    }
}

@Suite struct SafeURLTests {
    @Test("only absolute http(s) URLs reach an href", arguments: [
        ("https://example.org/", "https://example.org/" as String?),
        ("  http://example.org/a?b=1&c=2 ", "http://example.org/a?b=1&c=2"),
        ("javascript:alert(1)", nil),
        ("JavaScript:alert(1)", nil),
        (" javascript:alert(1)", nil),
        ("data:text/html;base64,PHNjcmlwdD4=", nil),
        ("vbscript:msgbox", nil),
        ("file:///etc/passwd", nil),
        ("/relative/path", nil),
        ("https://", nil),
        ("https://exa\tmple.org", nil),
        ("", nil),
    ])
    func web(input: String, expected: String?) {
        #expect(SafeURL.web(input) == expected)
    }
}

/// The escapers write into a string sized in advance: the worst inputs must fit.
@Suite struct MarkdownEscaperCapacityTests {
    @Test("worst cases for the output size", arguments: [
        String(repeating: "*", count: 1_000), "-", "1.", "12)", String(repeating: "-\n\n", count: 300),
        String(repeating: "1.\n\n", count: 300), String(repeating: "\n", count: 50) + "#", "-\n\n\n\n-\n \n1)",
    ])
    func worstCases(text: String) {
        let line = MarkdownEscaper.escape(text)
        let paragraphs = MarkdownEscaper.escapeParagraphs(text)
        #expect(line.utf8.count <= text.utf8.count * 2 + 1)
        #expect(!paragraphs.isEmpty)
        #expect(paragraphs.split(separator: "\n\n").allSatisfy { MarkdownEscaper.escape(String($0)) != "" })
    }
}
