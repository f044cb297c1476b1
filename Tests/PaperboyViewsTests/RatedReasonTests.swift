import Foundation
import Testing
import PaperboyModels
@testable import PaperboyViews

/// A reason names a liked item as such ("up because you liked"), and a dislike that
/// lowered the score ("down because you disliked"), in the page's language.
@Suite struct RatedReasonTests {
    static let liked = LibraryMatch(score: 0.5, closestTitle: "Graph networks for weather", terms: ["graph"], closestRating: .up)
    static let both = LibraryMatch(score: -0.25, closestTitle: "Sparse attention", dislikedTitle: "Protein diffusion")
    static let onlyDisliked = LibraryMatch(score: -0.8, closestTitle: "", dislikedTitle: "Protein diffusion")

    @Test func theReasonLineSaysWhatTheRatingsDid() throws {
        let english = ThemeLocale.english
        #expect(english.libraryReason(Self.liked) == "up because you liked Graph networks for weather (shared: graph)")
        #expect(english.libraryReason(Self.both) == "close to Sparse attention; down because you disliked Protein diffusion")
        #expect(english.libraryReason(Self.onlyDisliked) == "down because you disliked Protein diffusion")
        let german = try #require(ThemeLocales.shipped.locale(for: "de"))
        #expect(german.libraryReason(Self.liked) == "höher, weil Ihnen gefiel Graph networks for weather (gemeinsam: graph)")
    }

    @Test func theCardsSayItAndShowANegativeScore() throws {
        var entries: [DigestEntry] = []
        for (k, match) in [Self.liked, Self.both, Self.onlyDisliked].enumerated() {
            var item = Fixtures.paper(title: "Paper \(k)", authors: ["A B"])
            item.id = "arxiv:2411.0000\(k)"
            var entry = DigestEntry(item: item)
            entry.library = match
            entries.append(entry)
        }
        let files = try Fixtures.renderDefault(Digest(day: Fixtures.day, title: "T", sections: [
            DigestSection(id: "a", title: "A", entries: entries),
        ]))
        let html = try #require(files["index.html"])
        #expect(html.contains("up because you liked Graph networks for weather (shared: graph)"))
        #expect(html.contains("close to Sparse attention; down because you disliked Protein diffusion"))
        #expect(html.contains("</span> down because you disliked Protein diffusion</p>"), "no empty \"close to\" before a dislike alone")
        let md = try #require(files["index.md"])
        #expect(md.contains("up because you liked Graph networks for weather (shared: graph)"))
        #expect(md.contains("For you: down because you disliked Protein diffusion_"))
        #expect(LibraryReasonView(match: Self.both, style: .html).score == "-0.250")
    }
}
