import Foundation
import PaperboyFileSystem
@testable import PaperboyStore
import Testing

@Suite struct DiskMakeFolderTests {
    @Test func makesMissingParentsAndAcceptsAnExistingFolder() throws {
        let root = try TempFolder()
        let deep = root.url.appendingPathComponent("a/b/c")
        try FileSystem.disk.makeFolder(deep)
        try FileSystem.disk.makeFolder(deep)
        try FileSystem.disk.makeFolder(root.url.appendingPathComponent("a/b"))
        #expect(FileSystem.disk.info(deep) == .folder)
    }

    @Test func refusesAFileInTheWay() throws {
        let root = try TempFolder()
        try root.write("file", "x")
        #expect(throws: (any Error).self) { try FileSystem.disk.makeFolder(root.url.appendingPathComponent("file")) }
        #expect(throws: (any Error).self) { try FileSystem.disk.makeFolder(root.url.appendingPathComponent("file/below")) }
    }
}
