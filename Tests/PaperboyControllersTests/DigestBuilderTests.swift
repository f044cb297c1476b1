import Foundation
import Testing
import PaperboyModels
@testable import PaperboyControllers

@Suite struct DigestBuilderTests {
    let day = TestItems.day

    var archived: ArchiveDay {
        ArchiveDay(day: day, status: .announced, sources: [
            DigestSource(name: "listing", format: "arxiv-listing", itemCount: 3, announcement: .announced),
            DigestSource(name: "blog", format: "atom", itemCount: 2),
        ], items: [
            ArchivedItem(item: TestItems.paper("2411.00001", title: "Language models that reason", authors: ["Geoffrey Hinton"],
                                               categories: ["cs.CL"]), sources: ["listing"]),
            ArchivedItem(item: TestItems.paper("2411.00002", title: "Vision transformers", categories: ["cs.CV", "cs.LG"]),
                         sources: ["listing"]),
            ArchivedItem(item: TestItems.paper("2411.00003", title: "Small language models", categories: ["cs.LG", "cs.CL"],
                                               version: 2), sources: ["listing"], isUpdate: true, previousVersion: 1),
            ArchivedItem(item: TestItems.post("b1", title: "Our new language model"), sources: ["blog"]),
            ArchivedItem(item: TestItems.post("b2", title: "Open day photos"), sources: ["blog"]),
        ])
    }

    @Test func buildsSectionsInPlanOrderWithStagesApplied() throws {
        let builder = DigestBuilder(title: "Daily", sections: [
            SectionPlan(id: "lm", title: "LM", stages: [QueryFilter(try Query(parsing: "language model*")), SortItems(by: .score), Limit(3)]),
            SectionPlan(id: "vision", title: "Vision", sources: ["listing"], stages: [CategoryFilter(["cs.CV"], includeCrossLists: false)]),
            SectionPlan(id: "blog", title: "Blog", sources: ["blog"]),
            SectionPlan(id: "empty", title: "Empty", stages: [QueryFilter(try Query(parsing: "nothing"))]),
        ])
        let digest = try builder.build(archived)
        #expect(digest.day == day)
        #expect(digest.title == "Daily")
        #expect(digest.status == .announced)
        #expect(digest.sections.map(\.id) == ["lm", "vision", "blog", "empty"])
        // Title matches (3) lead; then the newest, then by id.
        #expect(digest.sections[0].items.map(\.id) == ["arxiv:2411.00001", "arxiv:2411.00003", "b1"])
        #expect(digest.sections[1].items.map(\.id) == ["arxiv:2411.00002"])
        #expect(digest.sections[2].items.map(\.id) == ["b1", "b2"])
        #expect(digest.sections[3].entries.isEmpty)
        #expect(digest.sources.map(\.name) == ["listing", "blog"])
        #expect(digest.itemCount == 6)
        #expect(digest.distinctItemCount == 5)
    }

    @Test func entriesCarryUpdateAndCrossListMarkers() throws {
        let builder = DigestBuilder(title: "t", sections: [
            SectionPlan(id: "cl", title: "CL", stages: [CategoryFilter(["cs.CL"])]),
            SectionPlan(id: "all", title: "All", sources: ["listing"]),
        ])
        let digest = try builder.build(archived)
        let cl = digest.sections[0].entries
        #expect(cl.map(\.item.id) == ["arxiv:2411.00001", "arxiv:2411.00003"])
        #expect(cl.map(\.isCrossList) == [false, true])
        #expect(cl.map(\.isUpdate) == [false, true])
        #expect(cl.map(\.previousVersion) == [nil, 1])
        #expect(digest.sections[1].entries.map(\.isCrossList) == [false, false, false])
    }

    @Test func highlightsMarkItemsWhereverTheyAppearAndLeadTheirSections() throws {
        let builder = DigestBuilder(title: "t", sections: [
            SectionPlan(id: "a", title: "A", sources: ["listing"], stages: [SortItems(by: .score)]),
            SectionPlan(id: "b", title: "B", stages: [QueryFilter(try Query(parsing: "language")), SortItems(by: .score)]),
        ], highlights: [
            HighlightRule(label: "Watched", authors: ["Hinton, G."]),
            HighlightRule(label: "Vision", queries: [try Query(parsing: "title:vision")]),
        ])
        let digest = try builder.build(archived)
        let a = digest.sections[0].entries
        #expect(a.map(\.item.id) == ["arxiv:2411.00001", "arxiv:2411.00002", "arxiv:2411.00003"])
        #expect(a.map(\.badges) == [["Watched"], ["Vision"], []])
        #expect(a.map(\.score) == [2, 2, 0])
        let b = digest.sections[1].entries
        #expect(b.first?.item.id == "arxiv:2411.00001")
        #expect(b.first?.badges == ["Watched"])
    }

    @Test func duplicateSectionIDsAreRefused() {
        let builder = DigestBuilder(title: "t", sections: [SectionPlan(id: "x", title: "X"), SectionPlan(id: "x", title: "X2")])
        #expect(throws: DigestBuildError.self) { try builder.build(archived) }
    }

    @Test func anItemTwiceInTheDayIsOneCandidate() throws {
        var day = archived
        day.items.append(ArchivedItem(item: TestItems.post("b1", title: "Duplicate"), sources: ["blog"]))
        let digest = try DigestBuilder(title: "t", sections: [SectionPlan(id: "a", title: "A")]).build(day)
        #expect(digest.sections[0].items.map(\.title).filter { $0.hasPrefix("Our") || $0 == "Duplicate" } == ["Our new language model"])
    }

    struct Failing: ItemStage {
        struct Boom: Error, CustomStringConvertible { var description: String { "boom" } }
        let name = "failing"
        func run(_ candidates: [Candidate], in context: StageContext) throws -> [Candidate] { throw Boom() }
    }

    @Test func failingStagesAreTaggedWithSectionAndStage() {
        let builder = DigestBuilder(title: "t", sections: [SectionPlan(id: "x", title: "X", stages: [Failing()])])
        do {
            _ = try builder.build(archived)
            Issue.record("expected an error")
        } catch let error as DigestBuildError {
            #expect(error.description == "section \"x\", stage failing: boom")
            #expect(error.underlying is Failing.Boom)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    /// A paper only an API search found is a new submission when it was submitted in the window
    /// the day's listing announces, and "found by search" otherwise (a paper from 2008).
    @Test func searchResultsAreNewOnlyInsideTheDaysSubmissionWindow() throws {
        let window = ArxivCalendar().submissionWindow(for: day)
        let inside = TestItems.paper("2411.00008", published: window.start.addingTimeInterval(3600))
        let old = TestItems.paper("0805.00009", published: Date(timeIntervalSince1970: 1_209_600_000))
        let day = ArchiveDay(day: day, status: .announced, items: [ArchivedItem(item: inside, sources: ["search"]),
                                                                   ArchivedItem(item: old, sources: ["search"])])
        let entries = try DigestBuilder(title: "t", sections: [SectionPlan(id: "all", title: "All")]).build(day).sections[0].entries
        #expect(entries.map { AnnouncementGroup($0) } == [.new, .found])
    }
}
