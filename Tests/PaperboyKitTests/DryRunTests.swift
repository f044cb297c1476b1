import Foundation
@testable import PaperboyKit
import Testing

@Suite struct DryRunTests {
    @Test("--dry-run fetches and renders, and writes neither the site nor the archive")
    func writesNothing() async throws {
        let playground = try Playground()
        try playground.write("feed.xml", """
            <?xml version="1.0"?><rss version="2.0"><channel><title>t</title>
            <item><title>One</title><link>https://example.org/1</link><guid>1</guid></item></channel></rss>
            """)
        let file = try playground.write("paperboy.yml", "templates: \(Playground.templates.path)\nsources:\n  - name: a\n    path: feed.xml\n")
        var options = BuildOptions(doors: .testing, configFile: file, day: DigestDay("2024-11-28"), now: Playground.now,
                                   currentDirectory: playground.url)
        options.dryRun = true
        let report = try await SiteBuild(options: options).run()
        #expect(report.change?.newItems.count == 1)
        #expect(report.summary.hasPrefix("Dry run, nothing written: built 2024-11-28 from 1 source: 1 new item, 0 updates into data/"))
        #expect(!playground.exists("site"))
        // Opening a new archive for recording creates its empty index; no day is written.
        let files = try playground.snapshot("data").keys.sorted()
        #expect(files == [".gitignore", "index.json"])
        // `fetch --dry-run` says so too.
        let fetched = try await SiteBuild(options: options, mode: .fetch).run()
        #expect(fetched.summary.hasPrefix("Dry run, nothing written: fetched 2024-11-28 from 1 source: 1 new item"))
        #expect(try playground.snapshot("data").keys.sorted() == [".gitignore", "index.json"])
    }
}
