import Foundation
import PaperboyText
import Testing

@Suite struct TeXDecoderTests {
    @Test("decodes accents, letters, escapes, dashes, commands and braces; math stays", arguments: [
        (#"G\"odel"#, "Gödel"),
        (#"Ren\'e Descartes"#, "René Descartes"),
        (#"{\"o}"#, "ö"),
        (#"\"{o}"#, "ö"),
        (#"Przemys{\l}aw"#, "Przemysław"),
        (#"Jaros{\l}aw \.Zygierewicz"#, "Jarosław Żygierewicz"),
        (#"{\o}rsted and \O"#, "ørsted and Ø"),
        (#"Stra\ss e"#, "Straße"),
        (#"{\ae}sir {\OE}uvre"#, "æsir Œuvre"),
        (#"Dvo\v{r}\'ak"#, "Dvořák"),
        (#"Erd\H{o}s"#, "Erdős"),
        (#"Fran\c{c}ois"#, "François"),
        (#"na\"{\i}ve"#, "naïve"),
        (#"Q\&A, 50\% off"#, "Q&A, 50% off"),
        (#"{BERT}: {{Deep}} Transformers"#, "BERT: Deep Transformers"),
        (#"Bethe--Salpeter --- a ``test''"#, "Bethe–Salpeter — a “test”"),
        (#"\emph{Fast} and {\em slow}"#, "Fast and slow"),
        (#"Bounds on $\alpha_{1}$ and $$\{x\}$$"#, #"Bounds on $\alpha_{1}$ and $$\{x\}$$"#),
        (#"\(x^{2}\) stays"#, #"\(x^{2}\) stays"#),
        (#"\unknown{x} kept"#, #"\unknown{x} kept"#),
        ("Plain title, nothing to do", "Plain title, nothing to do"),
        ("~10x faster", "~10x faster"),
    ])
    func table(input: String, expected: String) {
        #expect(TeXDecoder.decode(input) == expected)
    }

    @Test func tieAsSpaceForBibTeX() {
        #expect(TeXDecoder.decode("Donald~E. Knuth", tieAsSpace: true) == "Donald E. Knuth")
    }

    @Test("hostile input: deep nesting, unbalanced braces, unclosed math, a huge text, in bounded time")
    func hostile() {
        let deep = String(repeating: "{", count: 50_000) + "x" + String(repeating: "}", count: 50_000)
        let start = Date()
        #expect(TeXDecoder.decode(deep) == "x")
        #expect(TeXDecoder.decode("}}a{{b") == "ab")
        #expect(TeXDecoder.decode("cost $5 and \\") == "cost $5 and \\")
        let huge = String(repeating: #"G\"odel {\o} $x$ "#, count: 20_000)
        #expect(TeXDecoder.decode(huge).hasPrefix("Gödel ø $x$ "))
        // Linear work: a fraction of a second here, seconds under AddressSanitizer; quadratic would be minutes.
        #expect(Date().timeIntervalSince(start) < 60)
    }
}
