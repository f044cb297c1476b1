import Testing
import PaperboyModels
@testable import PaperboyControllers

/// The counts `--verbose` prints and the traces `paperboy explain` reads, on a small day.
@Suite struct DigestTallyTests {
    let day = TestItems.day

    var archived: ArchiveDay {
        ArchiveDay(day: day, status: .announced, items: [
            ArchivedItem(item: TestItems.paper("2411.00001", title: "Language models that reason", authors: ["Geoffrey Hinton"],
                                               categories: ["cs.CL"]), sources: ["listing"]),
            ArchivedItem(item: TestItems.paper("2411.00002", title: "Vision transformers", categories: ["cs.CV", "cs.LG"]),
                         sources: ["listing"]),
            ArchivedItem(item: TestItems.paper("2411.00003", title: "Small language models", categories: ["cs.LG"]), sources: ["listing"]),
            ArchivedItem(item: TestItems.paper("2411.00003", title: "Small language models", categories: ["cs.LG"]), sources: ["other"]),
            ArchivedItem(item: TestItems.post("b1", title: "Our new language model"), sources: ["blog"]),
            ArchivedItem(item: TestItems.post("b2", title: "Open day photos"), sources: ["blog"]),
        ])
    }

    func builder() throws -> DigestBuilder {
        DigestBuilder(title: "t", sections: [
            SectionPlan(id: "ml", title: "ML", sources: ["listing"], stages: [
                CategoryFilter(["cs.LG"], includeCrossLists: false), QueryFilter(try Query(parsing: "language")), SortItems(by: .score),
            ]),
            SectionPlan(id: "lm", title: "LM", stages: [QueryFilter(try Query(parsing: #""language model*""#)), SortItems(by: .score), Limit(2)]),
            SectionPlan(id: "people", title: "People", stages: [AuthorWatchlist(["Hinton"])]),
        ])
    }

    @Test func countsPerStageAddUpToWhatEachSectionShows() throws {
        let builder = try builder()
        let tallied = try builder.tallied(archived)
        #expect(tallied.records == 6)
        #expect(tallied.duplicates == 1)
        #expect(tallied.sections.map(\.candidates) == [3, 5, 5])
        #expect(tallied.sections[0].stages == [StageTally(stage: "categories", removed: 2), StageTally(stage: "query", removed: 0),
                                                StageTally(stage: "sort", removed: 0)])
        #expect(tallied.sections[1].stages.map(\.removed) == [2, 0, 1])
        #expect(tallied.sections[2].stages.map(\.removed) == [4])
        for (tally, section) in zip(tallied.sections, tallied.digest.sections) {
            #expect(tally.shown == section.entries.count)
            #expect(tally.candidates - tally.stages.map(\.removed).reduce(0, +) == tally.shown)
        }
        #expect(try builder.build(archived) == tallied.digest)
    }

    @Test func traceSaysWhichStageKeptOrRemovedAnItem() throws {
        let builder = try builder()
        let trace = try #require(try builder.trace(archived, itemID: "arxiv:2411.00001"))
        #expect(trace.records == 1)
        #expect(trace.sources == ["listing"])
        #expect(trace.sections.map(\.outcome) == [.removed(stage: 0, position: 0, of: 3), .shown(position: 0, of: 2), .shown(position: 0, of: 1)])
        #expect(trace.sections[1].entry?.reasons.map(\.value) == ["language model*"])
    }

    @Test func traceNamesTheLimitPositionAndTheQueryTermsFound() throws {
        let builder = try builder()
        // Three items match "language model*"; b1 sorts last (no title/score edge, a post id after the papers').
        let limited = try #require(try builder.trace(archived, itemID: "b1"))
        #expect(limited.sections[0].outcome == .notOffered)
        #expect(limited.sections[1].outcome == .removed(stage: 2, position: 2, of: 3))
        let photos = try #require(try builder.trace(archived, itemID: "b2"))
        #expect(photos.sections[1].outcome == .removed(stage: 0, position: 4, of: 5))
        #expect(photos.sections[1].termsFound.isEmpty)
        let vision = try #require(try builder.trace(archived, itemID: "arxiv:2411.00002"))
        #expect(vision.sections[0].outcome == .removed(stage: 0, position: 1, of: 3))
        let duplicate = try #require(try builder.trace(archived, itemID: "arxiv:2411.00003"))
        #expect(duplicate.records == 2)
        #expect(duplicate.sections[0].outcome == .shown(position: 0, of: 1))
        #expect(try builder.trace(archived, itemID: "arxiv:2411.09999") == nil)
    }
}
