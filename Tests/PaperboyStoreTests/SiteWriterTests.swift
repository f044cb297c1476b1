import Foundation
import Testing
import PaperboyModels
@testable import PaperboyStore

@Suite struct SiteWriterTests {
    let files = [SiteFile(path: "index.html", text: "<p>new</p>"), SiteFile(path: "assets/style.css", text: "body{}")]

    @Test func writesAFreshSiteWithItsMarker() throws {
        let root = try TempFolder()
        let output = root.url.appendingPathComponent("out/site")
        try SiteWriter(fileSystem: .disk).write(files, to: output)
        #expect(try root.read("out/site/index.html") == "<p>new</p>")
        #expect(try root.read("out/site/assets/style.css") == "body{}")
        #expect(try root.list("out/site") == [".paperboy", "assets", "index.html"])
        #expect(try root.list("out") == ["site"])
    }

    @Test func replacesAPreviousSiteWholesale() throws {
        let root = try TempFolder()
        let output = root.url.appendingPathComponent("site")
        try SiteWriter(fileSystem: .disk).write([SiteFile(path: "old.html", text: "old")] + files, to: output)
        try SiteWriter(fileSystem: .disk).write(files, to: output)
        #expect(!root.exists("site/old.html"))
        #expect(try root.list() == ["site"])
    }

    @Test func anUnchangedSiteIsLeftInPlaceAndAChangedOneKeepsItsUnchangedFiles() throws {
        let root = try TempFolder()
        let output = root.url.appendingPathComponent("site")
        try SiteWriter(fileSystem: .disk).write(files, to: output)
        func inode(_ path: String) throws -> Int? {
            try FileManager.default.attributesOfItem(atPath: root.url.appendingPathComponent(path).path)[.systemFileNumber] as? Int
        }
        let folder = try inode("site"), css = try inode("site/assets/style.css")
        let same = try SiteWriter(fileSystem: .disk).write(files, to: output)
        #expect(same.written.isEmpty && same.removed.isEmpty && same.unchanged == 2)
        #expect(try inode("site") == folder, "nothing changed, so the folder is not swapped")
        #expect(try root.list() == ["site"])
        let changed = try SiteWriter(fileSystem: .disk).write([SiteFile(path: "index.html", text: "<p>newer</p>"), files[1]], to: output)
        #expect(changed.written == ["index.html"] && changed.unchanged == 1)
        #expect(try inode("site") != folder)
        #expect(try inode("site/assets/style.css") == css, "the unchanged file is linked, not written")
        #expect(try root.read("site/index.html") == "<p>newer</p>")
        #expect(try root.list("site") == [".paperboy", "assets", "index.html"])
        #expect(try root.list() == ["site"])
    }

    @Test func refusesToReplaceAFolderItDidNotWrite() throws {
        let root = try TempFolder()
        try root.write("precious/notes.txt", "keep me")
        #expect(throws: StoreError.self) { try SiteWriter(fileSystem: .disk).write(files, to: root.url.appendingPathComponent("precious")) }
        #expect(try root.read("precious/notes.txt") == "keep me")
        #expect(try root.list() == ["precious"])
        // An empty folder is fine.
        try FileManager.default.createDirectory(at: root.url.appendingPathComponent("empty"), withIntermediateDirectories: false)
        try SiteWriter(fileSystem: .disk).write(files, to: root.url.appendingPathComponent("empty"))
        #expect(root.exists("empty/index.html"))
    }

    @Test("refuses paths outside the site", arguments: ["../escape.html", "/abs.html", "a//b", "a/./b", "", ".paperboy", "a\\b"])
    func refusesBadPaths(path: String) throws {
        let root = try TempFolder()
        let output = root.url.appendingPathComponent("site")
        try SiteWriter(fileSystem: .disk).write(files, to: output)
        #expect(throws: StoreError.self) { try SiteWriter(fileSystem: .disk).write([SiteFile(path: path, text: "x")], to: output) }
        #expect(try root.read("site/index.html") == "<p>new</p>")
        #expect(try root.list() == ["site"])
    }

    @Test func aFailedWriteLeavesTheOldSiteAndNoStaging() throws {
        let root = try TempFolder()
        let output = root.url.appendingPathComponent("site")
        try SiteWriter(fileSystem: .disk).write(files, to: output)
        // A file and a folder at the same path cannot both be written.
        let clash = [SiteFile(path: "a", text: "file"), SiteFile(path: "a/b", text: "child")]
        #expect(throws: StoreError.self) { try SiteWriter(fileSystem: .disk).write(clash, to: output) }
        #expect(try root.read("site/index.html") == "<p>new</p>")
        #expect(try root.list() == ["site"])
    }
}
