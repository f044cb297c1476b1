import Foundation
import PaperboyModels
import Synchronization
import Testing
@testable import PaperboyKit

/// The ranking's day memo reads the days it keeps once, and lets the others go.
@Suite struct ArchiveDayMemoTests {
    @Test func keptDaysAreReadOnceAndOthersEachTime() throws {
        let days = (20...28).map { DigestDay("2024-11-\($0)")! }
        let reads = Mutex<[DigestDay]>([])
        let memo = ArchiveDayMemo(keeping: [days[0]], days: days) { day in
            reads.withLock { $0.append(day) }
            return ArchiveDay(day: day, status: .announced, items: [])
        }
        for day in days + days { #expect(try memo.day(day).day == day) }
        let counts = reads.withLock { Dictionary($0.map { ($0, 1) }, uniquingKeysWith: +) }
        #expect(counts[days[0]] == 1, "the day asked to keep")
        #expect(days.suffix(3).allSatisfy { counts[$0] == 1 }, "the model's background days")
        #expect(days[1..<6].allSatisfy { counts[$0] == 2 }, "a cold cache's days are not held")
    }
}
