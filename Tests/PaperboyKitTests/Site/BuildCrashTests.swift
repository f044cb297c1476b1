import Foundation
import PaperboyFileSystem
@testable import PaperboyKit
import PaperboyModels
import PaperboyStore
import PaperboyTestSupport
import Testing

/// A whole `build` (archive, site, the state beside it) through the crashing file system:
/// whichever write, rename, removal, link, folder or flush it dies at, the next run finds
/// the previous site and archive or the new ones, never a mix; and a build flushes a few
/// times in all, not once per file.
@Suite struct BuildCrashTests {
    private static func feed(_ title: String, _ guid: Int) -> String {
        """
        <rss version="2.0"><channel><title>News</title>
        <item><title>\(title)</title><link>https://lab.example/\(guid)</link><guid>\(guid)</guid></item></channel></rss>
        """
    }

    /// A project whose feed holds the first post.
    private func project() throws -> (playground: Playground, config: URL) {
        let playground = try Playground()
        try playground.write("feeds/news.xml", Self.feed("First post", 1))
        let config = try playground.write("paperboy.yml", """
            title: News
            templates: \(Playground.templates.path)
            sources:
              - name: news
                path: feeds/news.xml
            """)
        return (playground, config)
    }

    /// A project with 2024-11-28 built, its feed now holding the next day's post.
    private func built() async throws -> (playground: Playground, config: URL) {
        let (playground, config) = try project()
        _ = try await build(playground, config, "2024-11-28")
        try playground.write("feeds/news.xml", Self.feed("Second post", 2))
        return (playground, config)
    }

    @discardableResult
    private func build(_ playground: Playground, _ config: URL, _ day: String, fileSystem: FileSystem = .disk) async throws -> BuildReport {
        var options = BuildOptions(doors: .testing, configFile: config, day: DigestDay(day), now: Playground.now, currentDirectory: playground.url)
        options.doors.fileSystem = fileSystem
        return try await SiteBuild(options: options).run()
    }

    /// The site and the archive (without the run report, which holds timings, and the lock).
    private func state(_ playground: Playground) throws -> [String: Data] {
        var state: [String: Data] = [:]
        for (path, data) in try playground.snapshot("site") where path != "report.json" { state["site/" + path] = data }
        for (path, data) in try playground.snapshot("data") where path != ".lock" { state["data/" + path] = data }
        return state
    }

    @Test func aBuildFlushesAFewTimesNotOncePerFile() async throws {
        let (playground, config) = try project()
        let fresh = CrashingFileSystem(allowed: .max)
        try await build(playground, config, "2024-11-28", fileSystem: fresh.fileSystem)
        #expect(fresh.log.filter { $0.hasPrefix("write ") }.count > 20)
        // The new archive, the staged site before its swap, the archive transaction before and after its renames.
        #expect(fresh.syncs == 4, "\(fresh.log)")
        try playground.write("feeds/news.xml", Self.feed("Second post", 2))
        let next = CrashingFileSystem(allowed: .max)
        try await build(playground, config, "2024-11-29", fileSystem: next.fileSystem)
        #expect(next.syncs == 3, "\(next.log)")
        #expect(try playground.read("site/index.html").contains("Second post"))
    }

    @Test func aCrashAtEveryOperationOfABuildLeavesTheOldOrTheNewSiteAndArchive() async throws {
        let clean = try await built()
        let before = try state(clean.playground)
        let counter = CrashingFileSystem(allowed: .max)
        try await build(clean.playground, clean.config, "2024-11-29", fileSystem: counter.fileSystem)
        let after = try state(clean.playground)
        #expect(before != after)
        var outcomes: [String] = []
        for allowed in 0..<counter.log.count {
            let (playground, config) = try await built()
            let crashing = CrashingFileSystem(allowed: allowed)
            do {
                try await build(playground, config, "2024-11-29", fileSystem: crashing.fileSystem)
            } catch {
                // Dead at that operation; or, past the archive's commit point, a clean-up that the next run does.
            }
            let step = "operation \(allowed): \(counter.log[allowed])"
            #expect(crashing.crashed, "\(step)")
            // What the next run does first: open the archive (repairing it), then the site (cleaning up beside it).
            do {
                let next = SiteBuild(options: BuildOptions(doors: .testing, configFile: config, day: DigestDay("2024-11-29"), now: Playground.now,
                                                           currentDirectory: playground.url))
                let loaded = try next.loadConfig()
                let archive = try next.openArchive(loaded)
                for day in archive.days { _ = try archive.day(day) }
                _ = try next.openSite(loaded, archive: archive)
            }
            let now = try state(playground)
            #expect(now == before || now == after, "\(step)")
            #expect(try playground.list().filter { $0.hasPrefix(".site.") } == [".site.paperboy-state"], "\(step)")
            outcomes.append(now == before ? "before" : now == after ? "after" : "neither")
            // And the next build writes the new day.
            try await build(playground, config, "2024-11-29")
            #expect(try state(playground) == after, "\(step)")
        }
        let committed = try #require(outcomes.firstIndex(of: "after"))
        #expect(outcomes[..<committed].allSatisfy { $0 == "before" } && outcomes[committed...].allSatisfy { $0 == "after" }, "\(outcomes)")
        #expect(counter.log[committed - 1] == "rename index.json.tmp index.json", "the archive's index is the commit point")
    }
}
