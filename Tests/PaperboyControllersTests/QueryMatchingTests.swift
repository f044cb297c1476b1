import Testing
import PaperboyModels
@testable import PaperboyControllers

@Suite struct QueryMatchingTests {
    private func matches(_ query: String, _ item: Item) throws -> Bool {
        try !TestItems.kept(QueryFilter(Query(parsing: query)), [item]).isEmpty
    }

    @Test("matches whole words and phrases only", arguments: [
        // (query, title, matches)
        ("GAN", "A GAN for images", true),
        ("GAN", "Organ segmentation", false),
        ("GAN", "GANs everywhere", false),
        ("GAN*", "GANs everywhere", true),
        ("gan", "Conditional-GAN training", true),
        (#""neural network""#, "Neural  Networks at scale", false),
        (#""neural network*""#, "Neural  Networks at scale", true),
        (#""neural network""#, "A neural\tnetwork, trained", true),
        (#""neural network""#, "network neural", false),
        ("self-supervised", "Self Supervised learning", true),
        ("cafe", "Café culture", true),
        ("Café", "CAFE CULTURE", true),
        ("cafe", "Cafe\u{301} culture", true),
        ("naive", "A naïve Bayes", true),
        ("schrodinger", "Schrödinger bridges", true),
        ("ＧＰＵ", "gpu kernels", true),
        ("LLM", "llm", true),
        (#""large language model""#, "large language", false),
        ("net*", "Networks and nets", true),
        ("net* network", "Networks", false),
        ("net* networks", "Networks", true),
        ("x AND y", "y x", true),
        ("x OR y", "z y", true),
        ("x NOT y", "x z", true),
        ("x NOT y", "x y", false),
        ("NOT (x OR y)", "z", true),
        ("(a OR b) AND (c OR d)", "b d", true),
        ("(a OR b) AND (c OR d)", "a b", false),
        ("αβ", "Using αβ pruning", true),
        ("数据", "关于 数据 的研究", true),
    ])
    func matching(query: String, title: String, matches: Bool) throws {
        #expect(try self.matches(query, TestItems.post("1", title: title)) == matches)
    }

    @Test func fieldScopesLookOnlyWhereTheySay() throws {
        let paper = TestItems.paper("2411.00001", title: "Diffusion models", summary: "We study score matching.",
                                    authors: ["Geoffrey Hinton"], comment: "Accepted at NeurIPS")
        #expect(try matches("title:diffusion", paper))
        #expect(try !matches("abstract:diffusion", paper))
        #expect(try matches(#"abstract:"score matching""#, paper))
        #expect(try !matches(#"title:"score matching""#, paper))
        #expect(try matches("author:hinton", paper))
        #expect(try !matches("title:hinton", paper))
        #expect(try matches("comment:neurips", paper))
        #expect(try !matches("abstract:neurips", paper))
        #expect(try matches("hinton neurips diffusion matching", paper))
        #expect(try matches("cs.LG", paper))
        #expect(try matches("title:(score OR diffusion)", paper))
    }

    @Test func looksAtCategoriesTopicsAndLanguage() throws {
        let items = [
            TestItems.post("author", title: "x", authors: ["Zoë Ramírez"]),
            TestItems.post("category", title: "x", categories: ["cs.CL"]),
            TestItems.repo("apple/swift-nio", description: "Event-driven network framework", language: "Swift"),
            TestItems.repo("someone/tools", description: "Things", topics: ["machine-learning"]),
            TestItems.post("none", title: "x", summary: "nothing here"),
        ]
        #expect(try TestItems.kept(QueryFilter(Query(parsing: #""zoe ramirez""#)), items) == ["author"])
        #expect(try TestItems.kept(QueryFilter(Query(parsing: "cs.CL")), items) == ["category"])
        #expect(try TestItems.kept(QueryFilter(Query(parsing: "swift")), items) == ["github:apple/swift-nio"])
        #expect(try TestItems.kept(QueryFilter(Query(parsing: #""machine learning""#)), items) == ["github:someone/tools"])
    }

    @Test func phrasesDoNotSpanFieldsOrValues() throws {
        let item = TestItems.post("a", title: "Deep neural", summary: "network pruning", authors: ["Ada Lovelace", "Alan Turing"],
                                  categories: ["cs.LG", "stat.ML"])
        #expect(try !matches(#""neural network""#, item))
        #expect(try !matches(#""lovelace alan""#, item))
        #expect(try !matches(#""lg stat""#, item))
        #expect(try matches(#""network pruning""#, item))
        #expect(try matches(#""ada lovelace""#, item))
    }

    @Test func reasonsNamePositiveTermsAndTheirFieldsAndScoreThem() throws {
        let item = TestItems.paper("2411.00002", title: "Diffusion for video", summary: "A diffusion model. Not a survey.",
                                   authors: ["Yann LeCun"])
        let query = try Query(parsing: "(diffusion OR transformer) author:lecun NOT gan")
        let entry = try #require(try TestItems.run(QueryFilter(query), [item]).first?.entry)
        #expect(entry.reasons.map(\.label) == [
            "keyword \u{201C}diffusion\u{201D} (title, abstract)",
            "keyword \u{201C}lecun\u{201D} (author)",
        ])
        // title 3 + abstract 1 + author 2
        #expect(entry.score == 6)
    }

    @Test func excludedTermsAddNoReason() throws {
        let item = TestItems.post("a", title: "Robots")
        let entry = try #require(try TestItems.run(QueryFilter(Query(parsing: "NOT survey")), [item]).first?.entry)
        #expect(entry.reasons.isEmpty)
        #expect(entry.score == 0)
    }
}
