import Testing
@testable import PaperboyViews

@Suite struct SearchWordTableTests {
    private func lookUp(_ table: SearchWordTable, _ word: String) -> Int? {
        var word = word
        return word.withUTF8 { table.index(of: $0) }
    }

    @Test func wordsKeepTheirNumbersAsTheTableGrows() {
        var table = SearchWordTable()
        let words = (0..<3_000).map { "w\($0)" } + ["søren", "łukasz", "", "w1x"]
        for (n, word) in words.enumerated() {
            var word = word
            #expect(word.withUTF8 { table.insert($0) } == n)
        }
        #expect(table.count == words.count)
        for (n, word) in words.enumerated() {
            #expect(lookUp(table, word) == n, "\(word)")
            #expect(table.word(n) == word)
        }
        #expect(lookUp(table, "w3000") == nil)
        #expect(lookUp(table, "soren") == nil)
        #expect(lookUp(table, "w1") == 1, "a word is not found by another that begins with it")
    }

    @Test func bytesAreTheFoldedWordsEachGives() {
        let text = "Zygomorphic ROUTING in Gating-Networks: Søren Ærø’s naïve über-model, \(String(repeating: "x", count: 41)) ok"
        var fromBytes: [String] = []
        SearchTerms.eachBytes(text) { fromBytes.append(String(decoding: $0, as: UTF8.self)) }
        var kept: [String] = []
        SearchTerms.each(text, keepingStopwords: true) { kept.append($0) }
        #expect(fromBytes == kept)
        #expect(fromBytes.contains("zygomorphic") && fromBytes.contains("in") && fromBytes.contains("ok"))
        #expect(!fromBytes.contains { $0.count > SearchTerms.wordLimit })
        #expect(SearchTerms.words(text) == kept.filter { !SearchTerms.stopwords.contains($0) })
    }
}
