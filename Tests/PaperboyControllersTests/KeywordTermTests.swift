import Testing
@testable import PaperboyControllers

@Suite struct KeywordTermTests {
    @Test("folds and splits terms into words", arguments: [
        ("GAN", ["gan"], [false]),
        ("Neural  Network", ["neural", "network"], [false, false]),
        ("self-supervised", ["self", "supervised"], [false, false]),
        ("Ünïcode", ["unicode"], [false]),
        ("Straße", ["strasse"], [false]),
        ("network*", ["network"], [true]),
        ("neural network*", ["neural", "network"], [false, true]),
        ("GPT-4o", ["gpt", "4o"], [false, false]),
    ])
    func parses(source: String, words: [String], prefixes: [Bool]) throws {
        let term = try KeywordTerm(source)
        #expect(term.words.map(\.text) == words)
        #expect(term.words.map(\.isPrefix) == prefixes)
        #expect(term.source == source)
    }

    @Test("refuses terms that cannot match", arguments: [
        ("", "a term needs at least one letter or digit"),
        ("  --  ", "a term needs at least one letter or digit"),
        ("*", "`*` must follow a word, as in `network*`"),
        ("net*work", "`*` may only end a word"),
        ("network**", "`*` must follow a word, as in `network*`"),
    ])
    func refuses(source: String, reason: String) {
        #expect(throws: KeywordTermError(term: source, reason: reason)) { try KeywordTerm(source) }
    }

    @Test func errorDescriptionQuotesTheTerm() {
        #expect(KeywordTermError(term: "*", reason: "r").description == "invalid keyword term \"*\": r")
    }
}
