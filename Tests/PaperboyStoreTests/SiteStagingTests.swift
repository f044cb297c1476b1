import Foundation
import PaperboyFileSystem
import PaperboyModels
@testable import PaperboyStore
import Testing

@Suite struct SiteStagingTests {
    let files = [SiteFile(path: "index.html", text: "<p>one</p>"), SiteFile(path: "a/b/kept.css", text: "body{}")]

    private func inode(_ url: URL) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int
    }

    @Test func unchangedFilesLinkedAtOnceKeepTheirInodeInTheNewSite() throws {
        let root = try TempFolder()
        let output = root.url.appendingPathComponent("site")
        try SiteWriter(fileSystem: .disk).write(files, to: output)
        let css = try inode(output.appendingPathComponent("a/b/kept.css"))
        let staging = try SiteStaging(output: output, fileSystem: .disk)
        #expect(staging.present == [".paperboy", "a/b/kept.css", "index.html"])
        staging.linkUnchangedFilesAtOnce()
        try staging.add([SiteFile(path: "index.html", text: "<p>two</p>"), files[1]])
        let result = try staging.commit()
        #expect(result.written == ["index.html"] && result.unchanged == 1 && result.removed.isEmpty)
        #expect(try inode(output.appendingPathComponent("a/b/kept.css")) == css)
        #expect(try root.read("site/index.html") == "<p>two</p>")
        #expect(try root.list() == ["site"], "no staging or backup folder is left")
    }

    @Test func linkedAtOnceForNothingLeavesTheSiteUntouched() throws {
        let root = try TempFolder()
        let output = root.url.appendingPathComponent("site")
        try SiteWriter(fileSystem: .disk).write(files, to: output)
        let folder = try inode(output)
        let staging = try SiteStaging(output: output, fileSystem: .disk)
        staging.linkUnchangedFilesAtOnce()
        try staging.add(files)
        let result = try staging.commit()
        #expect(result.written.isEmpty && result.removed.isEmpty && result.unchanged == 2)
        #expect(try inode(output) == folder, "nothing changed, so the folder is not swapped")
        #expect(try root.list() == ["site"])
    }

    @Test func aFileMissingFromTheSiteIsWrittenAndOneNotMadeAgainIsRemoved() throws {
        let root = try TempFolder()
        let output = root.url.appendingPathComponent("site")
        try SiteWriter(fileSystem: .disk).write(files + [SiteFile(path: "old.html", text: "old")], to: output)
        let staging = try SiteStaging(output: output, fileSystem: .disk)
        try staging.add(files + [SiteFile(path: "new.html", text: "new")])
        let result = try staging.commit()
        #expect(result.written == ["new.html"] && result.removed == ["old.html"])
        #expect(try root.read("site/new.html") == "new" && !root.exists("site/old.html"))
    }

    @Test func tasksAddingFilesToOneNewFolderWaitUntilItIsMade() async throws {
        let root = try TempFolder()
        let output = root.url.appendingPathComponent("site")
        try SiteWriter(fileSystem: .disk).write(files, to: output)
        let disk = FileSystem.disk
        var slow = disk
        slow.makeFolder = { url in
            Thread.sleep(forTimeInterval: 0.05)
            try disk.makeFolder(url)
        }
        let staging = try SiteStaging(output: output, fileSystem: slow)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for number in 0..<8 {
                group.addTask { try staging.add([SiteFile(path: "items/\(number).html", text: "\(number)")]) }
            }
            try await group.waitForAll()
        }
        let result = try staging.commit()
        #expect(result.written.count == 8)
        #expect(try root.read("site/items/7.html") == "7")
    }
}
