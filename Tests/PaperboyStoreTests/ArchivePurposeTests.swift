import Foundation
import PaperboyModels
import Testing
@testable import PaperboyStore

/// What each reading ``Archive/Purpose`` keeps of the index's item entries.
@Suite struct ArchivePurposeTests {
    private typealias F = StoreFixtures

    @Test func eachReadingKeepsItsItemEntries() throws {
        let folder = try TempFolder()
        do {
            var archive = try Archive.open(at: folder.data, for: .recording, fileSystem: .disk)
            try archive.record([F.listing([F.paper("2411.00001"), F.paper("2411.00002")])], on: F.monday)
            try archive.record([F.listing([F.paper("2411.00001", version: 2, announce: .replace)])], on: F.tuesday)
        }
        let all = try Archive.open(at: folder.data, for: .readingWithItems, fileSystem: .disk).index.items
        #expect(all.count == 2)
        let again = try Archive.open(at: folder.data, for: .readingItemsSeenAgain, fileSystem: .disk).index.items
        #expect(Array(again.keys) == ["arxiv:2411.00001"] && again.values.first?.updated == F.tuesday)
        #expect(try Archive.open(at: folder.data, for: .reading, fileSystem: .disk).index.items.isEmpty)
        #expect(try Archive.open(at: folder.data, for: .reading, fileSystem: .disk).days == [F.monday, F.tuesday])
    }
}
