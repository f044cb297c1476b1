import Foundation
import PaperboyFileSystem
@testable import PaperboyKit
import PaperboyModels
import PaperboyStore
import Testing

/// After any failure the next run finds the site and the archive consistent: a failed
/// archive write puts the previous site back; what killed runs left beside the site is
/// cleaned up under the lock.
@Suite struct SiteConsistencyTests {
    private let playground: Playground
    private let config: URL

    init() throws {
        playground = try Playground()
        try playground.write("feeds/news.xml", """
            <rss version="2.0"><channel><title>News</title>
            <item><title>First post</title><link>https://lab.example/1</link><guid>1</guid></item></channel></rss>
            """)
        config = try playground.write("paperboy.yml", """
            title: News
            templates: \(Playground.templates.path)
            sources:
              - name: news
                path: feeds/news.xml
            """)
    }

    private func build(_ day: String, fileSystem: FileSystem = .disk) async throws -> BuildReport {
        var options = BuildOptions(doors: .testing, configFile: config, day: DigestDay(day), now: Date(), currentDirectory: playground.url)
        options.doors.fileSystem = fileSystem
        return try await SiteBuild(options: options).run()
    }

    /// The disk, except that committing the index fails (a full disk at the commit point).
    private var fullDisk: FileSystem {
        var system = FileSystem.disk
        let rename = system.rename
        system.rename = { from, to in
            if to.lastPathComponent == "index.json" { throw POSIXError(.ENOSPC) }
            try rename(from, to)
        }
        return system
    }

    @Test func aFailedArchiveWritePutsThePreviousSiteBack() async throws {
        _ = try await build("2024-11-28")
        let site = try playground.snapshot("site")
        let data = try playground.snapshot("data")
        try playground.write("feeds/news.xml", """
            <rss version="2.0"><channel><title>News</title>
            <item><title>Second post</title><link>https://lab.example/2</link><guid>2</guid></item></channel></rss>
            """)
        do {
            _ = try await build("2024-11-29", fileSystem: fullDisk)
            Issue.record("expected the archive write to fail")
        } catch let error as PipelineError {
            #expect(error.step == "commit archive")
        }
        #expect(try playground.snapshot("site") == site, "the site shows what the archive holds")
        var now = try playground.snapshot("data")
        now[".lock"] = nil
        var before = data
        before[".lock"] = nil
        #expect(now == before)
        #expect(try playground.list().filter { $0.hasPrefix(".site.") } == [".site.paperboy-state"], "no leftovers")
        // The next run, with room on the disk, writes both.
        _ = try await build("2024-11-29")
        #expect(try playground.read("site/index.html").contains("Second post"))
    }

    @Test func leftoversOfKilledRunsAreRemovedAndAnInterruptedSwapIsUndone() async throws {
        _ = try await build("2024-11-28")
        var site = try playground.snapshot("site")
        site["report.json"] = nil  // a render has no run report
        // A run killed while staging, and one killed between moving the site aside and moving the new one in.
        try playground.write(".site.staging-dead0001/2024/11/28/index.html", "half a site")
        try FileManager.default.moveItem(at: playground.url.appendingPathComponent("site"),
                                         to: playground.url.appendingPathComponent(".site.backup-dead0002"))
        let options = BuildOptions(doors: .testing, configFile: config, day: DigestDay("2024-11-28"), now: Date(), currentDirectory: playground.url)
        let report = try await SiteBuild(options: options, mode: .render).run()
        #expect(report.filesRemoved == 1, "only report.json: the restored site was the one to update")
        #expect(try playground.list().filter { $0.hasPrefix(".site.") } == [".site.paperboy-state"])
        #expect(try playground.snapshot("site") == site)
    }
}
