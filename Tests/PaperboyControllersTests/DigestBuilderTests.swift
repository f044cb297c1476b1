import Testing
import PaperboyModels
@testable import PaperboyControllers

@Suite struct DigestBuilderTests {
    let day = DigestDay(year: 2024, month: 11, day: 28)!

    var sources: [SourceItems] {
        [
            SourceItems(source: DigestSource(name: "papers", format: "arxiv-listing", itemCount: 3), items: [
                TestItems.post("p1", title: "Language models that reason"),
                TestItems.post("p2", title: "Vision transformers"),
                TestItems.post("p3", title: "Small language models"),
            ]),
            SourceItems(source: DigestSource(name: "blog", format: "atom", itemCount: 2), items: [
                TestItems.post("b1", title: "Our new language model"),
                TestItems.post("p1", title: "Language models that reason (again)"),
            ]),
        ]
    }

    @Test func buildsSectionsInPlanOrderWithStagesApplied() throws {
        let builder = DigestBuilder(title: "Daily", sections: [
            SectionPlan(id: "lm", title: "LM", stages: [try KeywordFilter(include: ["language model*"]), Limit(3)]),
            SectionPlan(id: "vision", title: "Vision", sources: ["papers"], stages: [try KeywordFilter(include: ["vision"])]),
            SectionPlan(id: "blog-first", title: "Blog first", sources: ["blog", "papers"], stages: [Limit(2)]),
            SectionPlan(id: "empty", title: "Empty", stages: [try KeywordFilter(include: ["nothing"])]),
        ])
        let digest = try builder.build(day: day, sources: sources)
        #expect(digest.day == day)
        #expect(digest.title == "Daily")
        #expect(digest.sections.map(\.id) == ["lm", "vision", "blog-first", "empty"])
        #expect(digest.sections[0].items.map(\.id) == ["p1", "p3", "b1"])
        #expect(digest.sections[0].items[0].title == "Language models that reason")
        #expect(digest.sections[1].items.map(\.id) == ["p2"])
        #expect(digest.sections[2].items.map(\.id) == ["b1", "p1"])
        #expect(digest.sections[2].items[1].title == "Language models that reason (again)")
        #expect(digest.sections[3].items.isEmpty)
        #expect(digest.sources.map(\.name) == ["papers", "blog"])
        #expect(digest.itemCount == 6)
    }

    @Test func unknownSourceNamesTheSection() {
        let builder = DigestBuilder(title: "t", sections: [SectionPlan(id: "x", title: "X", sources: ["nope"])])
        #expect(throws: DigestBuildError.self) { try builder.build(day: day, sources: sources) }
        do {
            _ = try builder.build(day: day, sources: sources)
        } catch let error as DigestBuildError {
            #expect(error.description == "section \"x\": no source is named \"nope\"")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func duplicateSectionIDsAreRefused() {
        let builder = DigestBuilder(title: "t", sections: [SectionPlan(id: "x", title: "X"), SectionPlan(id: "x", title: "X2")])
        #expect(throws: DigestBuildError.self) { try builder.build(day: day, sources: sources) }
    }

    struct Failing: ItemStage {
        struct Boom: Error, CustomStringConvertible { var description: String { "boom" } }
        let name = "failing"
        func run(_ items: [Item], in context: StageContext) throws -> [Item] { throw Boom() }
    }

    @Test func failingStagesAreTaggedWithSectionAndStage() {
        let builder = DigestBuilder(title: "t", sections: [SectionPlan(id: "x", title: "X", stages: [Failing()])])
        do {
            _ = try builder.build(day: day, sources: sources)
            Issue.record("expected an error")
        } catch let error as DigestBuildError {
            #expect(error.description == "section \"x\", stage failing: boom")
            #expect(error.underlying is Failing.Boom)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
