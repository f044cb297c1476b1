import PaperboyControllers
import PaperboyModels
import Testing

/// Likes lift items like them; dislikes lower them, enough to cross a section's cut-off.
@Suite struct RatingScoreTests {
    typealias S = LibraryScoreTests
    static let proteins = [
        S.paper("2411.00011", "Diffusion models for protein folding", "Protein structures from a diffusion model."),
        S.paper("2411.00012", "Protein design with diffusion", "A diffusion model designs protein backbones."),
        S.paper("2411.00013", "Diffusion for protein docking", "Docking proteins with diffusion models."),
    ]
    static let day = S.items + proteins + [
        S.paper("2411.00021", "Protein language models with diffusion priors", "Diffusion priors for protein sequences."),
        S.paper("2411.00022", "Weather forecasting with graph networks at scale", "Graph networks forecast weather."),
    ]

    static func entry(_ item: Item, _ verdict: Rating.Verdict) -> LibraryEntry {
        LibraryEntry(title: item.title, abstract: item.summary, authors: item.authors.map(\.name), year: 2024, month: 11,
                     rating: verdict, file: "ratings/\(item.id).yml", line: 1)
    }

    static func scorer(liked: [Item] = [], disliked: [Item] = []) -> LibraryScorer {
        let frequencies = S.frequencies(day)
        return LibraryScorer(index: LibraryIndex(entries: S.library + liked.map { entry($0, .up) }, frequencies: frequencies),
                             disliked: LibraryIndex(entries: disliked.map { entry($0, .down) }, frequencies: frequencies))
    }

    static func kept(_ scorer: LibraryScorer, minScore: Double) -> [String] {
        let context = StageContext(day: S.day)
        return LibraryRank(scorer: scorer, sorts: true, minScore: minScore).run(context.candidates(day), in: context).map(\.item.id)
    }

    @Test func threeDislikesOnATopicDropItsItemsBelowTheCutOff() throws {
        let before = Self.kept(Self.scorer(), minScore: 0.02)
        #expect(before.contains("arxiv:2411.00021"), "the protein paper passes min_score on the library alone: \(before)")
        let scorer = Self.scorer(disliked: Self.proteins)
        let after = Self.kept(scorer, minScore: 0.02)
        #expect(!after.contains("arxiv:2411.00021"))
        #expect(!after.contains { id in Self.proteins.contains { $0.id == id } })
        let match = try #require(scorer.matches(for: [Self.day[5]], on: S.day)[0])
        #expect(match.score < 0)
        #expect(match.dislikedTitle != nil)
    }

    @Test func aLikeLiftsSimilarItemsAndSaysSo() throws {
        let weather = Self.day.first { $0.id == "arxiv:2411.00022" }!
        let plain = Self.scorer().matches(for: [weather], on: S.day)[0]?.score ?? 0
        let liked = try #require(Self.scorer(liked: [S.items[2]]).matches(for: [weather], on: S.day)[0])
        #expect(liked.score > plain + 0.1)
        #expect(liked.closestRating == .up)
        #expect(liked.closestTitle == S.items[2].title)
    }

    @Test func noRatingsLeaveScoresAsTheLibraryGivesThem() {
        let library = LibraryScorer(index: LibraryIndex(entries: S.library, frequencies: S.frequencies(Self.day)))
        let empty = Self.scorer()
        #expect(library.matches(for: Self.day, on: S.day) == empty.matches(for: Self.day, on: S.day))
        #expect(empty.disliked == nil)
    }

    @Test func theLatestLikeOrDislikeOfAnItemStands() {
        let day = DigestDay("2024-11-28")!
        let ratings = [
            Rating(verdict: .up, target: .item("arxiv:1"), date: day, file: "a.yml"),
            Rating(verdict: .down, target: .item("arxiv:1"), date: day.adding(days: 1), file: "b.yml"),
            Rating(verdict: .down, target: .item("arxiv:2"), date: day, file: "c.yml"),
            Rating(verdict: .up, target: .item("arxiv:2"), date: day, file: "d.yml"),
            Rating(verdict: .mute, target: .author("Ada"), date: day, days: 3, file: "e.yml"),
        ]
        let latest = Rating.latestItemRatings(ratings)
        #expect(latest.map(\.file) == ["b.yml", "d.yml"])
    }
}
