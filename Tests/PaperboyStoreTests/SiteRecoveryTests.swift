import Foundation
import PaperboyFileSystem
import PaperboyModels
@testable import PaperboyStore
import PaperboyTestSupport
import Testing

/// The site's flush and what recovery does with a previous site a killed build kept aside.
@Suite struct SiteRecoveryTests {
    let files = [SiteFile(path: "index.html", text: "<p>new</p>"), SiteFile(path: "assets/style.css", text: "body{}")]

    @Test func aSiteIsFlushedOnceAfterItsLastWriteAndBeforeItsSwap() throws {
        let root = try TempFolder()
        let output = root.url.appendingPathComponent("site")
        try SiteWriter(fileSystem: .disk).write([SiteFile(path: "old.html", text: "old")], to: output)
        let counter = CrashingFileSystem(allowed: .max)
        try SiteWriter(fileSystem: counter.fileSystem).write(files, to: output)
        let log = counter.log
        #expect(log.filter { $0 == "sync" }.count == 1)
        let sync = try #require(log.firstIndex(of: "sync"))
        #expect(log[..<sync].contains("write .paperboy") && log[..<sync].contains("write index.html"))
        #expect(log[sync...].allSatisfy { !$0.hasPrefix("write ") && !$0.hasPrefix("link ") }, "\(log)")
        #expect(log[(sync + 1)...].first?.hasPrefix("rename site ") == true, "\(log)")
    }

    /// A build killed after swapping its site in and before its archive committed (`kept`:
    /// the archive's index is as it was), or after the commit (its index replaced).
    @Test("a kept previous site comes back only when the archive did not commit", arguments: [false, true])
    func aKeptSiteComesBackOnlyWhenTheArchiveDidNotCommit(committed: Bool) throws {
        let root = try TempFolder()
        let output = root.url.appendingPathComponent("site")
        let index = root.url.appendingPathComponent("index.json")
        try root.write("index.json", "{}")
        try SiteWriter(fileSystem: .disk).write([SiteFile(path: "index.html", text: "<p>old</p>")], to: output)
        let staging = try SiteStaging(output: output, fileSystem: .disk, archiveIndex: index)
        try staging.add(files)
        _ = try staging.commit(keepingPrevious: true)
        // Killed here: neither discardPrevious() nor restorePrevious() runs.
        if committed {
            try FileSystem.disk.replace(index, with: Data("{\"days\":{}}".utf8))
        }
        let next = try SiteStaging(output: output, fileSystem: .disk, archiveIndex: index)
        #expect(next.restoredPrevious == !committed)
        #expect(try root.read("site/index.html") == (committed ? "<p>new</p>" : "<p>old</p>"))
        withExtendedLifetime(next) {}
        withExtendedLifetime(staging) {}
        #expect(try root.list().filter { $0.hasPrefix(".site.") }.allSatisfy { $0.hasPrefix(".site.staging-") })
    }
}
