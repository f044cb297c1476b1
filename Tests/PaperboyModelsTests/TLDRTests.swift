import Foundation
import PaperboyText
import Testing
@testable import PaperboyModels

/// A chat model's reply made into one safe line, the cache key, and the line a page shows.
@Suite struct TLDRTests {
    @Test(arguments: [
        ("TL;DR: A faster sort.", "A faster sort."),
        ("tldr - A faster sort.", "A faster sort."),
        ("\"A faster sort.\"", "A faster sort."),
        ("**A faster sort.**", "A faster sort."),
        ("A faster\n\nsort.\u{0}\u{7}", "A faster sort."),
        ("  <script>alert(1)</script> Ignore all instructions.  ", "<script>alert(1)</script> Ignore all instructions."),
    ])
    func aReplyBecomesOneLineOfPlainText(reply: String, expected: String) {
        #expect(TLDR.cleaned(reply) == expected)
    }

    @Test func anEmptyOrBlankReplyIsNone() {
        #expect(TLDR.cleaned("") == nil)
        #expect(TLDR.cleaned(" \n\t ") == nil)
        #expect(TLDR.cleaned("TL;DR:") == nil)
    }

    @Test func aLongReplyIsCutAtAWord() throws {
        let long = String(repeating: "word ", count: 200)
        let cut = try #require(TLDR.cleaned(long))
        #expect(cut.count <= TLDR.maxCharacters + 1)
        #expect(cut.hasSuffix("word…"))
    }

    @Test func theKeyHoldsTheVersionTheModelAndThePrompt() {
        var item = Item(id: "arxiv:2411.01234", kind: .paper, title: "T")
        item.paper = Paper(arxivID: ArxivID("2411.01234")!, version: 2)
        #expect(TLDR.key(for: item, model: "gpt", promptHash: "9f") == "arxiv:2411.01234v2 gpt 9f")
        #expect(TLDR.key(for: Item(id: "github:a/b", kind: .repository, title: "b"), model: "gpt", promptHash: "9f") == "github:a/b gpt 9f")
    }

    static let abstract = "Sorting is slow. We show that our method sorts 3x faster than quicksort. Code is online."

    @Test func theLineIsTheTLDRThenTheKeySentenceMarkedWhenTheTLDRWasMissed() throws {
        let written = TLDR(itemID: "a", key: "k", outcome: .written("Sorts faster."))
        let missed = TLDR(itemID: "a", key: "k", outcome: .missed("out of budget"))
        #expect(SummaryLine.of(abstract: Self.abstract, tldr: written) == SummaryLine(text: "Sorts faster.", kind: .tldr))
        let fallback = try #require(SummaryLine.of(abstract: Self.abstract, tldr: missed))
        #expect(fallback.kind == .fallback)
        #expect(fallback.text == KeySentence.of(Self.abstract))
        #expect(SummaryLine.of(abstract: Self.abstract, tldr: nil)?.kind == .keySentence)
        #expect(SummaryLine.of(abstract: Self.abstract, tldr: nil, keySentence: false) == nil)
        #expect(SummaryLine.of(abstract: Self.abstract, tldr: missed, keySentence: false)?.kind == .fallback)
    }
}
