import Testing
import PaperboyModels
@testable import PaperboyControllers

@Suite struct CategoryFilterTests {
    let items = [
        TestItems.paper("2411.00001", categories: ["cs.CL", "cs.LG"]),
        TestItems.paper("2411.00002", categories: ["cs.LG", "stat.ML"]),
        TestItems.paper("2411.00003", categories: ["math.OC"]),
        TestItems.post("post", title: "A blog post", categories: ["cs.CL"]),
        TestItems.repo("a/b"),
    ]

    @Test func primaryOnlyKeepsPapersWhosePrimaryMatches() throws {
        let kept = try TestItems.run(CategoryFilter(["cs.CL"], includeCrossLists: false), items)
        #expect(kept.map(\.item.id) == ["arxiv:2411.00001", "post", "github:a/b"])
        #expect(kept.map(\.entry.isCrossList) == [false, false, false])
        #expect(kept[0].entry.reasons.map(\.label) == ["category cs.CL"])
    }

    @Test func crossListsAreKeptAndFlagged() throws {
        let kept = try TestItems.run(CategoryFilter(["cs.LG"], includeCrossLists: true), items)
        #expect(kept.map(\.item.id) == ["arxiv:2411.00001", "arxiv:2411.00002", "github:a/b"])
        #expect(kept.map(\.entry.isCrossList) == [true, false, false])
        #expect(kept[0].entry.reasons.map(\.label) == ["category cs.LG (cross-list)"])
        #expect(kept[1].entry.reasons.map(\.label) == ["category cs.LG"])
    }

    @Test func aPrimaryMatchClearsTheListingsCrossFlag() throws {
        let paper = TestItems.paper("2411.00009", categories: ["cs.AI", "cs.LG"], announce: .cross)
        let stage = CategoryFilter(["cs.AI"])
        let context = StageContext(day: TestItems.day, stages: [stage])
        var candidates = context.candidates([paper])
        candidates[0].entry.isCrossList = true
        #expect(stage.run(candidates, in: context).map(\.entry.isCrossList) == [false])
    }

    @Test("archives and case", arguments: [
        ("cs", "cs.LG", true),
        ("CS.lg", "cs.LG", true),
        ("cs", "csx.LG", false),
        ("math", "math-ph", false),
        ("hep-th", "hep-th", true),
        ("cs.L", "cs.LG", false),
    ])
    func archivesAndCase(wanted: String, category: String, kept: Bool) throws {
        let paper = TestItems.paper("2411.00004", categories: [category])
        #expect(try TestItems.kept(CategoryFilter([wanted]), [paper]).count == (kept ? 1 : 0))
    }
}
