import Foundation
import Testing
import PaperboyModels
@testable import PaperboyControllers

/// New submissions, then cross-lists, then replacements; repositories and posts stay put.
@Suite struct AnnouncementOrderTests {
    /// A mixed section in its sorted order: replacements and cross-lists ahead of new papers,
    /// with a repository and a post among them.
    private func mixed() -> [Candidate] {
        let context = StageContext(day: TestItems.day)
        var candidates = context.candidates([
            TestItems.paper("2408.00001", version: 3, announce: .replace),
            TestItems.paper("2411.00002", announce: .cross),
            TestItems.repo("o/tool"),
            TestItems.paper("2411.00003", announce: .new),
            TestItems.paper("2409.00004", version: 2, announce: .replaceCross),
            TestItems.post("post", title: "x"),
            TestItems.paper("2411.00005", announce: .new),
            TestItems.paper("2411.00006", announce: .cross),
        ])
        for index in candidates.indices {
            let type = candidates[index].item.paper?.announceType
            candidates[index].entry.isUpdate = type?.isUpdate ?? false
            candidates[index].entry.isCrossList = type?.isCrossList ?? false
        }
        return candidates
    }

    private func ids(_ stage: AnnouncementOrder, _ candidates: [Candidate]) -> [String] {
        stage.run(candidates, in: StageContext(day: TestItems.day)).map(\.item.id)
    }

    /// A paper an API search found (no `announce_type`) is never a new submission: it goes
    /// after the cross-lists, before the replacements.
    @Test func searchResultsAreTheirOwnGroup() {
        var candidates = mixed()
        candidates.insert(StageContext(day: TestItems.day).candidates([TestItems.paper("0805.00007")])[0], at: 0)
        #expect(AnnouncementGroup(candidates[0].entry) == .found)
        #expect(ids(AnnouncementOrder(), candidates) == [
            "arxiv:2411.00003", "arxiv:2411.00005", "arxiv:2411.00002", "github:o/tool", "arxiv:2411.00006", "arxiv:0805.00007", "post",
            "arxiv:2408.00001", "arxiv:2409.00004",
        ])
    }

    @Test func newThenCrossListsThenReplacementsInTheSortedOrder() {
        #expect(ids(AnnouncementOrder(), mixed()) == [
            "arxiv:2411.00003", "arxiv:2411.00005", "github:o/tool", "arxiv:2411.00002", "arxiv:2411.00006", "post",
            "arxiv:2408.00001", "arxiv:2409.00004",
        ])
    }

    @Test func hidingDropsReplacementsAndGroupingCanBeTurnedOff() {
        let all = mixed()
        #expect(ids(AnnouncementOrder(groups: false), all) == all.map(\.item.id))
        #expect(ids(AnnouncementOrder(groups: false, dropsReplacements: true), all) == [
            "arxiv:2411.00002", "github:o/tool", "arxiv:2411.00003", "post", "arxiv:2411.00005", "arxiv:2411.00006",
        ])
        #expect(ids(AnnouncementOrder(dropsReplacements: true), all) == [
            "arxiv:2411.00003", "github:o/tool", "arxiv:2411.00005", "post", "arxiv:2411.00002", "arxiv:2411.00006",
        ])
    }

    @Test func theLibraryScoreOrdersEachGroup() {
        var candidates = mixed()
        let scores: [String: Double] = ["arxiv:2411.00005": 0.9, "arxiv:2411.00003": 0.1, "arxiv:2409.00004": 0.8,
                                        "arxiv:2408.00001": 0.2, "arxiv:2411.00006": 0.5]
        for index in candidates.indices {
            candidates[index].entry.library = scores[candidates[index].item.id].map { LibraryMatch(score: $0, closestTitle: "t") }
        }
        let ranked = candidates.sorted(by: LibraryRank.precedes)
        #expect(ranked.first?.item.id == "arxiv:2411.00005")
        #expect(ids(AnnouncementOrder(), ranked).filter { $0.hasPrefix("arxiv:") } == [
            "arxiv:2411.00005", "arxiv:2411.00003", "arxiv:2411.00006", "arxiv:2411.00002", "arxiv:2409.00004", "arxiv:2408.00001",
        ])
    }

    @Test func theBuilderRecordsTheSectionsReplacementMode() throws {
        let day = ArchiveDay(day: TestItems.day, status: .announced,
                             items: [ArchivedItem(item: TestItems.paper("2411.00003", announce: .new), sources: ["a"])])
        let builder = DigestBuilder(title: "T", sections: [
            SectionPlan(id: "a", title: "A", stages: [AnnouncementOrder()], replacements: .fold),
            SectionPlan(id: "b", title: "B"),
        ])
        let digest = try builder.build(day)
        #expect(digest.sections.map(\.replacements) == [.fold, .show])
    }
}
