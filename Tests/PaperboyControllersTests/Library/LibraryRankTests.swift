import PaperboyControllers
import PaperboyModels
import Testing

/// The section options: `sort: library`, `min_score:`, `top:`.
@Suite struct LibraryRankTests {
    private func run(_ stage: LibraryRank) -> [Candidate] {
        let context = StageContext(day: LibraryScoreTests.day)
        return stage.run(context.candidates(LibraryScoreTests.items), in: context)
    }

    private var scorer: LibraryScorer {
        LibraryScorer(index: LibraryIndex(entries: LibraryScoreTests.library,
                                          frequencies: LibraryScoreTests.frequencies(LibraryScoreTests.items)))
    }

    @Test func sortsByTheScoreAndKeepsTheReason() {
        let ranked = run(LibraryRank(scorer: scorer, sorts: true))
        #expect(ranked.map(\.item.id).prefix(2) == ["arxiv:2411.00002", "arxiv:2411.00001"])
        #expect(ranked.count == 4)
        #expect(ranked[0].entry.library?.closestTitle == "Sparse attention transformers for long documents")
        #expect(ranked.last?.entry.library == nil)
    }

    @Test func minScoreAndTopTrimInTheSectionsOrder() {
        #expect(run(LibraryRank(scorer: scorer, sorts: false, minScore: 0.0001)).map(\.item.id) == ["arxiv:2411.00001", "arxiv:2411.00002"])
        let top = run(LibraryRank(scorer: scorer, sorts: false, top: 1)).map(\.item.id)
        #expect(top == ["arxiv:2411.00002"])
    }
}
