import Foundation
import PaperboyModels
import Testing
@testable import PaperboyServices

@Suite struct GitHubSearchDecoderTests {
    // Plain-text descriptions store no markup: summaryHTML is derived from summary (checked below).
    @Test("a modern page decodes every field of every item")
    func normalPage() throws {
        let page = try GitHubSearchDecoder.decode(GitHubFixtures.data("normal-page"))
        let lattice = Item(
            id: "github:quantumowl/lattice-kit",
            kind: .repository,
            title: "QuantumOwl/Lattice-Kit",
            url: "https://github.com/QuantumOwl/Lattice-Kit",
            summary: "Fast lattice reduction for post-quantum cryptography — LLL & BKZ in Swift",
            authors: [Author(name: "QuantumOwl", uri: "https://github.com/QuantumOwl")],
            published: GitHubFixtures.date(1_696_234_530),
            updated: GitHubFixtures.date(1_732_660_865),
            categories: ["cryptography", "lattice", "post-quantum"],
            repository: Repository(
                fullName: "QuantumOwl/Lattice-Kit",
                owner: "QuantumOwl",
                url: "https://github.com/QuantumOwl/Lattice-Kit",
                description: "Fast lattice reduction for post-quantum cryptography — LLL & BKZ in Swift",
                stars: 2718,
                forks: 164,
                language: "Swift",
                topics: ["cryptography", "lattice", "post-quantum"],
                license: "Apache-2.0",
                created: GitHubFixtures.date(1_696_234_530),
                pushed: GitHubFixtures.date(1_732_660_865),
                isFork: false,
                isArchived: false,
                homepage: "https://quantumowl.example.org/lattice-kit"
            )
        )
        let tiny = Item(
            id: "github:mleroux/tiny-arxiv",
            kind: .repository,
            title: "mleroux/tiny-arxiv",
            url: "https://github.com/mleroux/tiny-arxiv",
            summary: "Un petit client arXiv écrit en Rust",
            authors: [Author(name: "mleroux", uri: "https://github.com/mleroux")],
            published: GitHubFixtures.date(1_552_576_166),
            updated: GitHubFixtures.date(1_640_995_199),
            categories: [],
            repository: Repository(
                fullName: "mleroux/tiny-arxiv",
                owner: "mleroux",
                url: "https://github.com/mleroux/tiny-arxiv",
                description: "Un petit client arXiv écrit en Rust",
                stars: 7,
                forks: 0,
                language: "Rust",
                topics: [],
                license: nil,  // NOASSERTION
                created: GitHubFixtures.date(1_552_576_166),
                pushed: GitHubFixtures.date(1_640_995_199),
                isFork: true,
                isArchived: true,
                homepage: nil  // ""
            )
        )
        #expect(page == GitHubSearchPage(totalCount: 1342, incompleteResults: false, items: [lattice, tiny], skipped: 0))
        #expect(page.items[0].summaryHTML == "<p>Fast lattice reduction for post-quantum cryptography — LLL &amp; BKZ in Swift</p>")
    }

    @Test("nulls, wrong types and missing keys are tolerated; unnamed entries are skipped and counted")
    func nullsEverywhere() throws {
        let page = try GitHubSearchDecoder.decode(GitHubFixtures.data("nulls-everywhere"))
        let ghost = Item(
            id: "github:ghost/ghost-repo",
            kind: .repository,
            title: "ghost/ghost-repo",
            authors: [Author(name: "ghost")],
            repository: Repository(fullName: "ghost/ghost-repo", owner: "ghost")
        )
        let half = Item(
            id: "github:someone/half",
            kind: .repository,
            title: "Someone/Half",
            url: "https://github.com/Someone/Half",
            authors: [Author(name: "Someone")],
            updated: GitHubFixtures.date(1_582_977_600),
            categories: ["ok"],
            repository: Repository(
                fullName: "Someone/Half", owner: "Someone", url: "https://github.com/Someone/Half",
                topics: ["ok"], pushed: GitHubFixtures.date(1_582_977_600)
            )
        )
        #expect(page == GitHubSearchPage(totalCount: 4, incompleteResults: true, items: [ghost, half], skipped: 2))
    }

    @Test("a 2013-era page has no incomplete_results, archived or licence")
    func legacyPage() throws {
        let page = try GitHubSearchDecoder.decode(GitHubFixtures.data("legacy-page"))
        #expect(page.totalCount == 2)
        #expect(page.incompleteResults == nil)
        #expect(page.skipped == 0)
        #expect(page.items.map(\.id) == ["github:hweber/plotkit", "github:ana-ortiz/gitstats-lite"])
        let plotkit = try #require(page.items.first?.repository)
        #expect(plotkit == Repository(
            fullName: "hweber/plotkit", owner: "hweber", url: "https://github.com/hweber/plotkit",
            description: "Plotting for humans", stars: 512, forks: 48, language: "Python",
            created: GitHubFixtures.date(1_305_883_800), pushed: GitHubFixtures.date(1_383_120_119),
            homepage: nil  // "plotkit.example.com" has no scheme
        ))
        let stats = try #require(page.items.last)
        #expect(stats.summary == "")
        #expect(stats.summaryHTML == "")
        #expect(stats.repository == Repository(
            fullName: "ana-ortiz/gitstats-lite", owner: "ana-ortiz", url: "https://github.com/ana-ortiz/gitstats-lite",
            description: nil, stars: 3, forks: 1, language: nil,
            created: GitHubFixtures.date(1_343_779_200), pushed: GitHubFixtures.date(1_356_373_800),
            isFork: true, homepage: "http://ana-ortiz.example.net/"
        ))
    }

    @Test("hostile links are dropped and HTML in the description is escaped")
    func hostilePage() throws {
        let page = try GitHubSearchDecoder.decode(GitHubFixtures.data("hostile"))
        let item = try #require(page.items.first)
        #expect(item.id == "github:evil-corp/xss-demo")
        #expect(item.url == nil)
        #expect(item.authors == [Author(name: "Evil-Corp", uri: nil)])
        #expect(item.summary == #"<script>alert("pwned")</script> Tom & Jerry's <b>bold</b> claim"#)
        #expect(item.summaryHTML == "<p>&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt; Tom &amp; Jerry's &lt;b&gt;bold&lt;/b&gt; claim</p>")
        #expect(item.repository?.homepage == nil)
        #expect(item.repository?.url == nil)
        #expect(item.repository?.license == "MIT")
        // Plain-text fields stay verbatim: escaping them is the views' job.
        #expect(item.repository?.language == "<img src=x onerror=alert(1)>")
        #expect(item.categories == ["<script>"])
    }

    @Test("an empty result page")
    func emptyPage() throws {
        let page = try GitHubSearchDecoder.decode(Data(#"{"total_count":0,"incomplete_results":false,"items":[]}"#.utf8))
        #expect(page == GitHubSearchPage(totalCount: 0, incompleteResults: false, items: [], skipped: 0))
    }

    @Test("a page without total_count counts its items")
    func missingTotalCount() throws {
        let page = try GitHubSearchDecoder.decode(Data(#"{"items":[{"full_name":"a/b"},{"full_name":"c/d"}]}"#.utf8))
        #expect(page.totalCount == 2)
        #expect(page.incompleteResults == nil)
    }
}
