import Testing
@testable import PaperboyServices

@Suite struct WhitespaceTests {
    @Test("folds runs of Unicode whitespace to one space and trims", arguments: [
        ("", ""),
        (" ", ""),
        ("\t\r\n \u{A0}", ""),
        ("plain", "plain"),
        ("already folded text", "already folded text"),
        ("  leading", "leading"),
        ("trailing  ", "trailing"),
        ("a  b", "a b"),
        ("a\tb", "a b"),
        ("a\nb", "a b"),
        ("a\r\nb", "a b"),
        ("a \n\t b", "a b"),
        ("line one\n  line two\n\n", "line one line two"),
        ("a\u{0B}b\u{0C}c", "a b c"),
        ("a\u{85}b", "a b"),
        ("a\u{A0}b", "a b"),
        ("a\u{1680}b", "a b"),
        ("a\u{2002}b\u{2009}c\u{200A}d", "a b c d"),
        ("a\u{2028}b\u{2029}c", "a b c"),
        ("a\u{202F}b\u{205F}c\u{3000}d", "a b c d"),
        ("\u{3000}全角\u{3000}スペース\u{3000}", "全角 スペース"),
        ("Quantum  error\ncorrection with $\\alpha$ and $\\beta_{i}$ ", "Quantum error correction with $\\alpha$ and $\\beta_{i}$"),
        ("Schrödinger\u{A0}\u{A0}equation", "Schrödinger equation"),
        ("emoji 👩‍🔬  ok", "emoji 👩‍🔬 ok"),
        ("zero\u{200B}width", "zero\u{200B}width"),
        ("no\u{FEFF}bom", "no\u{FEFF}bom"),
        ("e\u{301}  combining", "e\u{301} combining"),
        ("a\u{1F}b", "a\u{1F}b"),
        ("\u{A0}", ""),
        ("x\u{C2}", "x\u{C2}"),
    ])
    func fold(input: String, expected: String) {
        #expect(Whitespace.fold(input) == expected)
    }

    @Test("folded text is left as it is")
    func foldIsIdempotent() {
        let once = Whitespace.fold(" \u{2003}a \n b\t\tc ")
        #expect(once == "a b c")
        #expect(Whitespace.fold(once) == once)
    }

    @Test("the byte-level fold appends to a buffer")
    func byteLevelFold() {
        var output = Array("x:".utf8)
        Array(" \u{A0}p  q\n".utf8).withUnsafeBufferPointer { Whitespace.fold($0, appendingTo: &output) }
        #expect(String(decoding: output, as: UTF8.self) == "x:p q")
    }

    @Test("folds a long text in one pass")
    func longText() {
        let input = String(repeating: "word \n\t", count: 100_000)
        let folded = Whitespace.fold(input)
        #expect(folded.utf8.count == 100_000 * 5 - 1)
        #expect(folded.hasPrefix("word word"))
        #expect(folded.hasSuffix("word"))
    }
}
