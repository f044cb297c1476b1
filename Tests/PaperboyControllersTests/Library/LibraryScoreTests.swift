import Foundation
import PaperboyControllers
import PaperboyModels
import Testing

@Suite struct LibraryScoreTests {
    static let day = DigestDay("2024-11-28")!

    static func paper(_ id: String, _ title: String, _ abstract: String, authors: [String] = ["Ada Lovelace"]) -> Item {
        Item(id: "arxiv:" + id, kind: .paper, title: title, summary: abstract, authors: authors.map { Author(name: $0) })
    }

    static let items = [
        paper("2411.00001", "Diffusion models for protein structure generation", "We train a diffusion model on protein backbones."),
        paper("2411.00002", "Sparse attention for long-context language models", "Transformers with sparse attention read long documents."),
        paper("2411.00003", "Graph neural networks for weather forecasting", "A graph network predicts the weather."),
        paper("2411.00004", "Bird migration in autumn", "Birds migrate in autumn and spring."),
    ]

    static let library = [
        LibraryEntry(title: "Sparse attention transformers for long documents", abstract: "Long-context language models with sparse attention.",
                     year: 2024, month: 6, file: "a.bib", line: 1),
        LibraryEntry(title: "Protein backbone generation with diffusion", year: 2019, arxivID: ArxivID("1901.00001"), file: "a.bib", line: 9),
        LibraryEntry(title: "Efficient transformers: a survey", year: 2022, file: "b.bib", line: 3),
    ]

    static func frequencies(_ items: [Item]) -> DocumentFrequencies {
        let counts = DocumentFrequencies.counts(of: ArchiveDay(day: day, status: .announced,
                                                               items: items.map { ArchivedItem(item: $0, sources: ["arxiv"]) }))
        return DocumentFrequencies(documents: counts.documents, terms: counts.terms)
    }

    static func scores(_ library: [LibraryEntry], _ items: [Item], scoring: LibraryScoring = LibraryScoring()) -> [String: LibraryMatch?] {
        let index = LibraryIndex(entries: library, frequencies: frequencies(Self.items), scoring: scoring)
        let matches = LibraryScorer(index: index).matches(for: items, on: day)
        return Dictionary(uniqueKeysWithValues: zip(items.map(\.id), matches))
    }

    @Test func closeItemsLeadAndSayWhy() throws {
        let scores = Self.scores(Self.library, Self.items)
        let attention = try #require(scores["arxiv:2411.00002"] ?? nil)
        #expect(attention.closestTitle == "Sparse attention transformers for long documents")
        #expect(attention.terms.contains("sparse") && attention.terms.contains("attention"))
        #expect(try #require(scores["arxiv:2411.00001"] ?? nil).closestLink == "https://arxiv.org/abs/1901.00001")
        #expect(attention.score > (scores["arxiv:2411.00001"]??.score ?? 0))
        #expect(scores["arxiv:2411.00004"] ?? nil == nil)
    }

    @Test func anItemIdenticalToALibraryEntryScoresHighest() throws {
        let twin = Self.paper("2411.00009", "Efficient transformers: a survey", "")
        let scores = Self.scores(Self.library, Self.items + [twin], scoring: LibraryScoring(halfLifeDays: 0))
        let best = try #require(scores["arxiv:2411.00009"] ?? nil)
        #expect(best.closestTitle == "Efficient transformers: a survey")
        for (id, match) in scores where id != twin.id { #expect((match?.score ?? 0) < best.score) }
    }

    @Test("the score is the same whatever the order of library entries and items, and never NaN")
    func symmetricInOrder() {
        let reference = Self.scores(Self.library, Self.items)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            let shuffled = Self.scores(Self.library.shuffled(using: &generator), Self.items.shuffled(using: &generator))
            #expect(shuffled == reference)
            for match in shuffled.values { #expect(match.map { !$0.score.isNaN && $0.score.isFinite } ?? true) }
        }
    }

    @Test func recentEntriesWeighMore() throws {
        var old = Self.library[0]
        old.year = 2004
        let recent = try #require(Self.scores([Self.library[0]], Self.items)["arxiv:2411.00002"] ?? nil).score
        let aged = try #require(Self.scores([old], Self.items)["arxiv:2411.00002"] ?? nil).score
        #expect(recent > aged)
        #expect(aged > 0)
    }

    @Test func severalCloseEntriesBeatOne() throws {
        let one = try #require(Self.scores([Self.library[0]], Self.items)["arxiv:2411.00002"] ?? nil).score
        var second = Self.library[0]
        second.title = "Attention over long documents"
        second.abstract = ""
        second.line = 20
        let two = try #require(Self.scores([Self.library[0], second], Self.items)["arxiv:2411.00002"] ?? nil).score
        #expect(two > one)
    }

    @Test func sharedAuthorsAddTheBoost() throws {
        var entry = Self.library[2]
        entry.authors = ["Lovelace, Ada"]
        let without = Self.scores([Self.library[2]], Self.items)["arxiv:2411.00003"] ?? nil
        let with = try #require(Self.scores([entry], Self.items)["arxiv:2411.00003"] ?? nil)
        #expect(without == nil)
        #expect(with.score > 0 && with.terms.isEmpty)
    }
}
