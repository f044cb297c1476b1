import Foundation
import PaperboyFileSystem
import PaperboyModels
@testable import PaperboyStore
import PaperboyTestSupport
import Testing

@Suite struct ArchiveCrashTests {
    typealias F = StoreFixtures

    /// An archive with Monday and Tuesday.
    private func prepare(_ folder: TempFolder) throws {
        var archive = try Archive.open(at: folder.data, for: .recording, fileSystem: .disk)
        try archive.record([F.listing([F.paper("2411.00001")])], on: F.monday)
        try archive.record([F.listing([F.paper("2411.00002")])], on: F.tuesday)
    }

    private let change = [F.listing([F.paper("2411.00002", comment: "now with a comment"), F.paper("2411.00003")])]

    /// The transaction under test writes two day files and the index: Tuesday re-run with a
    /// richer record (replacing a committed file) and Wednesday's v2 of Monday's paper (a new file).
    private func run(_ archive: inout Archive) throws {
        try archive.stage(change, on: F.tuesday)
        try archive.stage([F.listing([F.paper("2411.00001", version: 2)])], on: F.wednesday)
        try archive.commit()
    }

    @Test func aCrashAtEveryStepLeavesTheArchiveLoadableAndUnchangedOrCommitted() throws {
        // Count the steps of an uninterrupted run first.
        let clean = try TempFolder()
        try prepare(clean)
        let counter = CrashingFileSystem(allowed: .max)
        do {
            var archive = try Archive.open(at: clean.data, for: .recording, fileSystem: counter.fileSystem)
            try run(&archive)
        }
        let after = try clean.snapshot()
        #expect(after.keys.contains("days/2024/11/27.json"))
        // Everything is written first, flushed once, renamed into place, flushed once more, then cleaned up.
        #expect(counter.log == [
            "make folder data",
            "make folder 11", "write 26.json.rollback", "make folder 11", "write 27.json.new",
            "write 26.json.tmp", "write 27.json.tmp", "write index.json.tmp",
            "sync",
            "rename 26.json.tmp 26.json", "rename 27.json.tmp 27.json", "rename index.json.tmp index.json",
            "sync",
            "remove 26.json.rollback", "remove 27.json.new",
        ])
        var outcomes: [String] = []
        for allowed in 0..<counter.log.count {
            let folder = try TempFolder()
            try prepare(folder)
            let before = try folder.snapshot()
            let crashing = CrashingFileSystem(allowed: allowed)
            do {
                var archive = try Archive.open(at: folder.data, for: .recording, fileSystem: crashing.fileSystem)
                // After the commit point a failed clean-up is not an error: the run completes.
                try run(&archive)
            } catch {
                #expect(error is StoreError, "step \(allowed): \(error)")
            }
            #expect(crashing.crashed, "step \(allowed)")
            // The next run repairs the archive and loads it.
            let reopened = try Archive.open(at: folder.data, for: .recording, fileSystem: .disk)
            for day in reopened.days { _ = try reopened.day(day) }
            let now = try folder.snapshot()
            #expect(now == before || now == after, "step \(allowed)")
            outcomes.append(now == before ? "before" : "after")
        }
        // The index rename (the twelfth operation) is the commit point; crashes after the first
        // sync, between the two day files' renames, still come out as before.
        #expect(outcomes == Array(repeating: "before", count: 12) + Array(repeating: "after", count: 3))
    }

    @Test func aFailedWriteIsUndoneAtOnce() throws {
        let folder = try TempFolder()
        try prepare(folder)
        let before = try folder.snapshot()
        // Fails the index write, then lets recovery work: a full disk rather than a crash.
        var failing = FileSystem.disk
        failing.write = { data, url in
            if url.lastPathComponent == "index.json.tmp" { throw CocoaError(.fileWriteOutOfSpace) }
            try FileSystem.disk.write(data, url)
        }
        var archive = try Archive.open(at: folder.data, for: .recording, fileSystem: failing)
        do {
            try archive.record(change, on: F.tuesday)
            Issue.record("expected an error")
        } catch let error as StoreError {
            #expect(error.path.hasSuffix("data/index.json"))
            #expect(error.reason == "cannot write the archive; it is left as it was")
        }
        #expect(try folder.snapshot() == before)
        #expect(try archive.day(F.tuesday).items.map(\.item.paper?.comment) == [nil])
        #expect(archive.index.items["arxiv:2411.00003"] == nil)
    }

    @Test func leftoversThatTheIndexDoesNotNameAreRemoved() throws {
        let folder = try TempFolder()
        try prepare(folder)
        let before = try folder.snapshot()
        let days = folder.data.appendingPathComponent("days/2024/11")
        try Data("partial".utf8).write(to: days.appendingPathComponent("26.json.tmp"))
        try Data("{}".utf8).write(to: days.appendingPathComponent("27.json"))
        try Data().write(to: days.appendingPathComponent("27.json.new"))  // a new day of an interrupted run
        try Data("{}".utf8).write(to: folder.data.appendingPathComponent("index.json.tmp"))
        let notes = days.appendingPathComponent("NOTES.txt")
        try Data("mine".utf8).write(to: notes)
        _ = try Archive.open(at: folder.data, for: .recording, fileSystem: .disk)
        var expected = before
        expected["days/2024/11/NOTES.txt"] = Data("mine".utf8)
        #expect(try folder.snapshot() == expected)
    }

    @Test("a day file the index does not list, that no run left, is refused, never deleted", arguments: [true, false])
    func anUnlistedDayFileIsRefusedNotDeleted(reading: Bool) throws {
        let folder = try TempFolder()
        try prepare(folder)
        let stray = folder.data.appendingPathComponent("days/2024/11/27.json")
        try Data("{}".utf8).write(to: stray)
        do {
            _ = try Archive.open(at: folder.data, for: reading ? .reading : .recording, fileSystem: .disk)
            Issue.record("expected an error")
        } catch let error as StoreError {
            #expect(error.path == stray.path)
            #expect(error.reason.hasPrefix("index.json does not list this day file"))
        }
        #expect(FileManager.default.fileExists(atPath: stray.path))
    }

    @Test func aDayFileTheIndexListsButThatIsMissingIsNamed() throws {
        let folder = try TempFolder()
        try prepare(folder)
        let missing = try #require(try Archive.open(at: folder.data, for: .reading, fileSystem: .disk).days.first)
        let file = folder.data.appendingPathComponent("days/" + missing.isoText.replacingOccurrences(of: "-", with: "/") + ".json")
        try FileManager.default.removeItem(at: file)
        do {
            _ = try Archive.open(at: folder.data, for: .reading, fileSystem: .disk)
            Issue.record("expected an error")
        } catch let error as StoreError {
            #expect(error.path == file.path)
            #expect(error.reason.contains("its file is missing"))
        }
    }

    @Test func aMissingIndexBesideDaysIsRefusedNotReset() throws {
        let folder = try TempFolder()
        try prepare(folder)
        try FileManager.default.removeItem(at: folder.data.appendingPathComponent("index.json"))
        do {
            _ = try Archive.open(at: folder.data, for: .recording, fileSystem: .disk)
            Issue.record("expected an error")
        } catch let error as StoreError {
            #expect(error.path.hasSuffix("data/index.json"))
            #expect(error.reason.hasPrefix("missing, but days/ holds day files"))
        }
        #expect(FileManager.default.fileExists(atPath: folder.data.appendingPathComponent("days/2024/11/25.json").path))
    }

    @Test func renderingWithoutAnArchiveSaysSo() throws {
        let folder = try TempFolder()
        do {
            _ = try Archive.open(at: folder.data, for: .reading, fileSystem: .disk)
            Issue.record("expected an error")
        } catch let error as StoreError {
            #expect(error.reason == "no archive here (no index.json); run `paperboy fetch` first")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.data.path))
    }
}
