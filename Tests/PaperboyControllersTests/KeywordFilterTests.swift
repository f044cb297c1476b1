import Testing
import PaperboyModels
@testable import PaperboyControllers

@Suite struct KeywordFilterTests {
    static let context = StageContext(day: DigestDay(year: 2024, month: 11, day: 28)!, sectionID: "s")

    private func kept(_ items: [Item], include: [String] = [], exclude: [String] = []) throws -> [String] {
        try KeywordFilter(include: include, exclude: exclude).run(items, in: Self.context).map(\.id)
    }

    @Test("matches whole words and phrases only", arguments: [
        // (term, text, matches)
        ("GAN", "A GAN for images", true),
        ("GAN", "Organ segmentation", false),
        ("GAN", "GANs everywhere", false),
        ("GAN*", "GANs everywhere", true),
        ("gan", "Conditional-GAN training", true),
        ("neural network", "Neural  Networks at scale", false),
        ("neural network*", "Neural  Networks at scale", true),
        ("neural network", "A neural\tnetwork, trained", true),
        ("neural network", "network neural", false),
        ("self-supervised", "Self Supervised learning", true),
        ("cafe", "Café culture", true),
        ("Café", "CAFE CULTURE", true),
        ("ＧＰＵ", "gpu kernels", true),
        ("LLM", "llm", true),
        ("large language model", "large language", false),
    ])
    func matching(term: String, text: String, matches: Bool) throws {
        let item = TestItems.post("1", title: text)
        #expect(try KeywordFilter(include: [term]).accepts(item) == matches)
    }

    @Test func emptyIncludeKeepsEverythingInOrder() throws {
        let items = [TestItems.post("a", title: "One"), TestItems.post("b", title: "Two"), TestItems.post("c", title: "Three")]
        #expect(try kept(items) == ["a", "b", "c"])
    }

    @Test func anyIncludeTermKeepsAnItem() throws {
        let items = [
            TestItems.post("a", title: "Diffusion models for video"),
            TestItems.post("b", title: "A survey of compilers"),
            TestItems.post("c", title: "Transformers", summary: "We study large language models."),
            TestItems.post("d", title: "Protein folding"),
        ]
        #expect(try kept(items, include: ["diffusion", "language model*"]) == ["a", "c"])
    }

    @Test func excludeWinsOverInclude() throws {
        let items = [
            TestItems.post("a", title: "Language models for medicine"),
            TestItems.post("b", title: "Language models for code"),
            TestItems.post("c", title: "Robots"),
        ]
        #expect(try kept(items, include: ["language models"], exclude: ["medicine"]) == ["b"])
        #expect(try kept(items, exclude: ["medicine"]) == ["b", "c"])
    }

    @Test func looksAtAuthorsCategoriesTopicsAndLanguage() throws {
        let items = [
            TestItems.post("author", title: "x", authors: ["Zoë Ramírez"]),
            TestItems.post("category", title: "x", categories: ["cs.CL"]),
            TestItems.repo("apple/swift-nio", description: "Event-driven network framework", language: "Swift"),
            TestItems.repo("someone/tools", description: "Things", topics: ["machine-learning"]),
            TestItems.post("none", title: "x", summary: "nothing here"),
        ]
        #expect(try kept(items, include: ["zoe ramirez"]) == ["author"])
        #expect(try kept(items, include: ["cs.CL"]) == ["category"])
        #expect(try kept(items, include: ["swift"]) == ["github:apple/swift-nio"])
        #expect(try kept(items, include: ["machine learning"]) == ["github:someone/tools"])
    }

    @Test func phrasesDoNotSpanFields() throws {
        let item = TestItems.post("a", title: "Deep neural", summary: "network pruning", authors: ["Ada Lovelace", "Alan Turing"])
        #expect(try KeywordFilter(include: ["neural network"]).accepts(item) == false)
        #expect(try KeywordFilter(include: ["lovelace alan"]).accepts(item) == false)
        #expect(try KeywordFilter(include: ["network pruning"]).accepts(item) == true)
    }

    @Test func badTermsThrowFromTheInitialiser() {
        #expect(throws: KeywordTermError.self) { try KeywordFilter(include: ["ok", "!!"]) }
        #expect(throws: KeywordTermError.self) { try KeywordFilter(exclude: ["*"]) }
    }
}
