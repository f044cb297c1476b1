import Foundation
import Testing
@testable import PaperboyViews

@Suite struct SiteWriterTests {
    let files = [SiteFile(path: "index.html", text: "<p>new</p>"), SiteFile(path: "assets/style.css", text: "body{}")]

    @Test func writesAFreshSiteWithItsMarker() throws {
        let root = try TempFolder()
        let output = root.url.appendingPathComponent("out/site")
        try SiteWriter().write(files, to: output)
        #expect(try root.read("out/site/index.html") == "<p>new</p>")
        #expect(try root.read("out/site/assets/style.css") == "body{}")
        #expect(try root.list("out/site") == [".paperboy", "assets", "index.html"])
        #expect(try root.list("out") == ["site"])
    }

    @Test func replacesAPreviousSiteWholesale() throws {
        let root = try TempFolder()
        let output = root.url.appendingPathComponent("site")
        try SiteWriter().write([SiteFile(path: "old.html", text: "old")] + files, to: output)
        try SiteWriter().write(files, to: output)
        #expect(!root.exists("site/old.html"))
        #expect(try root.list() == ["site"])
    }

    @Test func refusesToReplaceAFolderItDidNotWrite() throws {
        let root = try TempFolder()
        try root.write("precious/notes.txt", "keep me")
        #expect(throws: SiteWriteError.self) { try SiteWriter().write(files, to: root.url.appendingPathComponent("precious")) }
        #expect(try root.read("precious/notes.txt") == "keep me")
        #expect(try root.list() == ["precious"])
        // An empty folder is fine.
        try FileManager.default.createDirectory(at: root.url.appendingPathComponent("empty"), withIntermediateDirectories: false)
        try SiteWriter().write(files, to: root.url.appendingPathComponent("empty"))
        #expect(root.exists("empty/index.html"))
    }

    @Test("refuses paths outside the site", arguments: ["../escape.html", "/abs.html", "a//b", "a/./b", "", ".paperboy", "a\\b"])
    func refusesBadPaths(path: String) throws {
        let root = try TempFolder()
        let output = root.url.appendingPathComponent("site")
        try SiteWriter().write(files, to: output)
        #expect(throws: SiteWriteError.self) { try SiteWriter().write([SiteFile(path: path, text: "x")], to: output) }
        #expect(try root.read("site/index.html") == "<p>new</p>")
        #expect(try root.list() == ["site"])
    }

    @Test func aFailedWriteLeavesTheOldSiteAndNoStaging() throws {
        let root = try TempFolder()
        let output = root.url.appendingPathComponent("site")
        try SiteWriter().write(files, to: output)
        // A file and a folder at the same path cannot both be written.
        let clash = [SiteFile(path: "a", text: "file"), SiteFile(path: "a/b", text: "child")]
        #expect(throws: SiteWriteError.self) { try SiteWriter().write(clash, to: output) }
        #expect(try root.read("site/index.html") == "<p>new</p>")
        #expect(try root.list() == ["site"])
    }
}
