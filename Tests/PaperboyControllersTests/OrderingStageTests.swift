import Foundation
import Testing
import PaperboyModels
@testable import PaperboyControllers

@Suite struct OrderingStageTests {
    @Test func dateWindowsCountCalendarDaysInTheTimeZone() throws {
        let items = [
            TestItems.post("today", title: "x", published: TestItems.november(28, hour: 1)),
            TestItems.post("sixdays", title: "x", published: TestItems.november(22, hour: 0)),
            TestItems.post("sevendays", title: "x", published: TestItems.november(21, hour: 23)),
            TestItems.post("undated", title: "x"),
            TestItems.repo("a/new", created: TestItems.november(27)),
        ]
        #expect(try TestItems.kept(DateWindow(.published, days: 7), items) == ["today", "sixdays"])
        #expect(try TestItems.kept(DateWindow(.published, days: 1), items) == ["today"])
        #expect(try TestItems.kept(DateWindow(.created, days: 1), items) == ["today", "sixdays", "sevendays", "undated"])
        #expect(try TestItems.kept(DateWindow(.created, days: 2), items) == ["today", "sixdays", "sevendays", "undated", "github:a/new"])
        // Midnight in Berlin is 23:00 UTC the day before.
        let berlin = StageContext(day: TestItems.day, timeZone: TimeZone(identifier: "Europe/Berlin")!)
        let kept = DateWindow(.published, days: 7).run(berlin.candidates(items), in: berlin)
        #expect(kept.map(\.item.id) == ["today", "sixdays", "sevendays"])
    }

    @Test func sortsByScoreDateOrStarsWithTotalTieBreaks() throws {
        let context = StageContext(day: TestItems.day)
        var candidates = context.candidates([
            TestItems.post("b", title: "x", published: TestItems.november(1)),
            TestItems.post("a", title: "x", published: TestItems.november(1)),
            TestItems.post("c", title: "x", published: TestItems.november(3)),
            TestItems.repo("r/one", stars: 10),
            TestItems.repo("r/two", stars: 20),
        ])
        for (i, score) in [5, 5, 1, 0, 0].enumerated() { candidates[i].entry.score = score }
        #expect(SortItems(by: .score).run(candidates, in: context).map(\.item.id) == ["a", "b", "c", "github:r/one", "github:r/two"])
        #expect(SortItems(by: .date).run(candidates, in: context).map(\.item.id) == ["c", "a", "b", "github:r/one", "github:r/two"])
        #expect(SortItems(by: .stars).run(candidates, in: context).map(\.item.id) == ["github:r/two", "github:r/one", "a", "b", "c"])
    }

    @Test func limitKeepsTheFirst() throws {
        let items = (1...5).map { TestItems.post("\($0)", title: "x") }
        #expect(try TestItems.kept(Limit(2), items) == ["1", "2"])
        #expect(try TestItems.kept(Limit(0), items) == [])
        #expect(try TestItems.kept(Limit(-3), items) == [])
    }
}
