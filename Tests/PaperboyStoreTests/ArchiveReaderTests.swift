import Foundation
import PaperboyFileSystem
import PaperboyModels
@testable import PaperboyStore
import Testing

/// ``ArchiveReader``: the committed days, read while a run holds the archive's lock.
@Suite struct ArchiveReaderTests {
    private typealias F = StoreFixtures

    @Test("reads what the archive committed, while the archive is open, and nothing it only staged")
    func readsCommittedDaysUnderTheLock() throws {
        let folder = try TempFolder()
        var archive = try Archive.open(at: folder.data, for: .recording, fileSystem: .disk)
        try archive.record([F.listing([F.paper("2411.00001"), F.repo("swiftlang/swift", stars: 1)])], on: F.monday)
        try archive.record([F.listing([F.paper("2411.00001", version: 2, announce: .replace)])], on: F.tuesday)
        try archive.stage([F.listing([F.paper("2411.00003")])], on: F.wednesday)
        let reader = ArchiveReader(folder: folder.data, fileSystem: .disk)
        let days = try reader.days()
        #expect(days.map(\.day) == [F.monday, F.tuesday])
        #expect(days.map(\.stamp) == [F.monday, F.tuesday].map { FileStamp.of(path: archive.layout.dayFile($0).path) })
        #expect(try reader.day(F.monday) == archive.day(F.monday))
        #expect(try reader.day(F.tuesday).items.map(\.isUpdate) == [true])
        #expect(try reader.day(F.wednesday).items.isEmpty)
    }

    @Test("a broken day file is an error naming it")
    func brokenDay() throws {
        let folder = try TempFolder()
        var archive = try Archive.open(at: folder.data, for: .recording, fileSystem: .disk)
        try archive.record([F.listing([F.paper("2411.00001")])], on: F.monday)
        let file = archive.layout.dayFile(F.monday)
        try Data("{\"day\": 1}".utf8).write(to: file)
        let error = try #require(throws: StoreError.self) { try ArchiveReader(folder: folder.data, fileSystem: .disk).day(F.monday) }
        #expect(error.path == file.path)
        #expect(error.reason.hasPrefix("not a readable day file"))
    }
}
