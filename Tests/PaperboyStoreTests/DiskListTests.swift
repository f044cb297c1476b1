import Foundation
import PaperboyFileSystem
@testable import PaperboyStore
import Testing

@Suite struct DiskListTests {
    @Test func listsFilesAtEveryDepthSortedWithHiddenOnesAndLinksToFiles() throws {
        let root = try TempFolder()
        try root.write("b.html", "b")
        try root.write("a/z.txt", "z")
        try root.write("a/deep/er/x.json", "x")
        try root.write(".hidden/kept", "h")
        try root.write("real/inside.txt", "i")
        try FileManager.default.createSymbolicLink(atPath: root.url.appendingPathComponent("link.txt").path,
                                                   withDestinationPath: root.url.appendingPathComponent("b.html").path)
        try FileManager.default.createSymbolicLink(atPath: root.url.appendingPathComponent("folder-link").path,
                                                   withDestinationPath: root.url.appendingPathComponent("real").path)
        try FileManager.default.createSymbolicLink(atPath: root.url.appendingPathComponent("dangling").path,
                                                   withDestinationPath: "/nonexistent/paperboy")
        try FileManager.default.createDirectory(at: root.url.appendingPathComponent("empty/also"), withIntermediateDirectories: true)
        let listed = try FileSystem.disk.list(root.url)
        #expect(listed == [".hidden/kept", "a/deep/er/x.json", "a/z.txt", "b.html", "link.txt", "real/inside.txt"])
    }

    @Test func aMissingFolderListsNothing() throws {
        let root = try TempFolder()
        #expect(try FileSystem.disk.list(root.url.appendingPathComponent("none")) == [])
    }
}
