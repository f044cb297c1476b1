import Foundation
import Testing
@testable import PaperboyStore

@Suite struct ArchiveLockTests {
    @Test func aSecondRunIsRefusedWithTheHoldersPid() throws {
        let folder = try TempFolder()
        let first = try Archive.open(at: folder.data, for: .recording, fileSystem: .disk)
        withExtendedLifetime(first) {
            do {
                _ = try Archive.open(at: folder.data, for: .recording, fileSystem: .disk)
                Issue.record("expected the lock to refuse")
            } catch let error as StoreError {
                #expect(error.path == folder.data.appendingPathComponent(".lock").standardizedFileURL.path)
                #expect(error.reason == "another paperboy run (pid \(getpid())) is using the archive; wait for it to finish and try again")
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
    }

    @Test func theLockIsReleasedWithTheArchive() throws {
        let folder = try TempFolder()
        do {
            let archive = try Archive.open(at: folder.data, for: .recording, fileSystem: .disk)
            withExtendedLifetime(archive) {
                #expect(FileManager.default.fileExists(atPath: folder.data.appendingPathComponent(".lock").path))
            }
        }
        #expect(!FileManager.default.fileExists(atPath: folder.data.appendingPathComponent(".lock").path))
        _ = try Archive.open(at: folder.data, for: .recording, fileSystem: .disk)
    }

    @Test func aStaleLockFileFromAKilledRunIsTakenOver() throws {
        let folder = try TempFolder()
        do { _ = try Archive.open(at: folder.data, for: .recording, fileSystem: .disk) }
        let lock = folder.data.appendingPathComponent(".lock")
        try Data("999999\n".utf8).write(to: lock)
        let archive = try Archive.open(at: folder.data, for: .recording, fileSystem: .disk)
        let holder = try String(contentsOf: lock, encoding: .utf8)
        withExtendedLifetime(archive) {}
        #expect(holder == "\(getpid())\n")
    }
}
