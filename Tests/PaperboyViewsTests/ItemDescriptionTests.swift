import PaperboyModels
import Testing
@testable import PaperboyViews

/// An item page's description: the first sentences of its summary that fit.
@Suite struct ItemDescriptionTests {
    static func item(_ summary: String) -> Item { Item(id: "x", kind: .paper, title: "The title", summary: summary) }

    static let sentence = "We study a problem of some length in a setting that matters."  // 61 characters

    @Test func aShortSummaryIsTheDescriptionOnOneLine() {
        #expect(PageDescription.item(Self.item("  One line.\n\tAnd  another.  ")) == "One line. And another.")
    }

    @Test func aLongSummaryKeepsTheSentencesThatFit() {
        let description = PageDescription.item(Self.item(Array(repeating: Self.sentence, count: 6).joined(separator: " ")))
        #expect(description == Array(repeating: Self.sentence, count: 3).joined(separator: " "))
        #expect(description.count <= PageDescription.limit)
    }

    @Test func oneLongSentenceIsCutAtAWord() {
        let description = PageDescription.item(Self.item(String(repeating: "word ", count: 100)))
        #expect(description.hasSuffix("word…"))
        #expect(description.count <= PageDescription.limit)
    }

    @Test func noSummaryGivesTheTitle() {
        #expect(PageDescription.item(Self.item(" \n ")) == "The title")
    }
}
