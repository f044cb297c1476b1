import Foundation
import PaperboyTestSupport
import Testing

/// Every documented exit status, from the real executable.
@Suite(.enabled(if: PaperboyProcess.executable != nil, "the paperboy executable is not built"))
struct ExitStatusTests {
    @Test("0: check passes on the demo config")
    func ok() async throws {
        let result = try await PaperboyProcess.run(["check", "--config", "Examples/paperboy.yml"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Examples/paperboy.yml is valid: 4 sources, 6 sections; "))
    }

    @Test("1: an error names what failed")
    func error() async throws {
        let folder = try TempFolder()
        try folder.write("paperboy.yml", "sources:\n  - name: a\n    path: a.xml\n")
        let result = try await PaperboyProcess.run(["render"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("paperboy: error: open archive: "))
        #expect(result.stderr.contains("no archive here"))
    }

    @Test("5: a bad config names the file, line and column")
    func badConfig() async throws {
        let folder = try TempFolder()
        try folder.write("bad.yml", "title: x\nsources:\n  - name: a\n    pth: a.xml\n")
        for command in ["check", "build"] {
            let result = try await PaperboyProcess.run([command, "--config", "bad.yml"], in: folder.url)
            #expect(result.status == 5)
            #expect(result.stderr.contains(#"bad.yml:4:5: sources[0].pth: unknown key "pth""#))
        }
    }

    @Test("2: a usage error", arguments: [["build", "--date", "2024-13-01"], ["check", "--no-such-flag"], ["nonsense"]])
    func usage(arguments: [String]) async throws {
        let result = try await PaperboyProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains("Error:"))
    }

    /// A config with a local feed that reads and a remote one that fails offline.
    private func halfFailing(_ folder: TempFolder) throws {
        try folder.write("local.xml", """
            <rss version="2.0"><channel><title>Local</title>
            <item><title>A post</title><link>https://example.org/a</link><guid>a</guid></item></channel></rss>
            """)
        try folder.write("paperboy.yml", """
            templates: \(PaperboyProcess.root.appendingPathComponent("Templates").path)
            sources:
              - name: local
                path: local.xml
              - name: remote
                url: https://example.invalid/feed.xml
            """)
    }

    @Test("3: built, but a source failed under --strict; without it, a warning")
    func sourcesFailed() async throws {
        let folder = try TempFolder()
        try halfFailing(folder)
        let result = try await PaperboyProcess.run(["build", "--offline", "--strict", "--date", "2024-11-28"], in: folder.url)
        #expect(result.status == 3)
        #expect(result.stderr.contains("1 of 2 sources failed (--strict): remote"))
        #expect(result.stderr.contains("paperboy: error: source remote failed: https://example.invalid/feed.xml: "))
        #expect(result.stdout.contains("\nSources: 1 ok, 0 stale, 1 failed.\nBuilt 2024-11-28 from 2 sources: 1 new item, 0 updates into data/; "))
        #expect(folder.exists("site/index.html"))
        let lenient = try await PaperboyProcess.run(["build", "--offline", "--date", "2024-11-28"], in: folder.url)
        #expect(lenient.status == 0)
        #expect(lenient.stderr.contains("paperboy: warning: source remote failed: https://example.invalid/feed.xml: "))
    }

    @Test("--quiet prints the failures and warnings and nothing else")
    func quiet() async throws {
        let folder = try TempFolder()
        try halfFailing(folder)
        let result = try await PaperboyProcess.run(["build", "--offline", "--quiet", "--date", "2024-11-28"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("paperboy: warning: source remote failed: https://example.invalid/feed.xml: "))
        #expect(!result.stderr.contains("local"))
    }

    @Test("4: every source failed: nothing written, the site of the day before stays")
    func allSourcesFailed() async throws {
        let folder = try TempFolder()
        try halfFailing(folder)
        #expect(try await PaperboyProcess.run(["build", "--offline", "--date", "2024-11-28"], in: folder.url).status == 0)
        let before = try String(contentsOf: folder.url.appendingPathComponent("site/index.html"), encoding: .utf8)
        // A file that is there but no feed (a missing one would be a config error, exit 5).
        try folder.write("local.xml", "this is not a feed")
        let result = try await PaperboyProcess.run(["build", "--offline", "--date", "2024-11-29"], in: folder.url)
        #expect(result.status == 4)
        #expect(result.stderr.contains("paperboy: error: archive items: every source failed (2 of 2); nothing was filed or written: local: "))
        #expect(result.stdout.contains("remote"))
        #expect(try String(contentsOf: folder.url.appendingPathComponent("site/index.html"), encoding: .utf8) == before)
        #expect(!folder.exists("data/days/2024/11/29.json"))
    }

    @Test("--catch-up does nothing when the day is already archived, and builds when it is not")
    func catchUp() async throws {
        let folder = try TempFolder()
        try halfFailing(folder)
        try folder.write("paperboy.yml", """
            templates: \(PaperboyProcess.root.appendingPathComponent("Templates").path)
            sources:
              - name: local
                path: local.xml
            """)
        let first = try await PaperboyProcess.run(["build", "--catch-up", "--date", "2024-11-28"], in: folder.url)
        #expect(first.status == 0)
        #expect(first.stdout.contains("Built 2024-11-28"))
        let second = try await PaperboyProcess.run(["build", "--catch-up", "--date", "2024-11-28"], in: folder.url)
        #expect(second.status == 0)
        #expect(second.stdout == "Nothing to do: 2024-11-28 is already in the archive (--catch-up).\n")
    }

    @Test("0 for a listing arXiv has not rebuilt yet when a later run follows (--retry-later), 4 at the day's last run")
    func listingNotRebuiltYet() async throws {
        let folder = try TempFolder()
        try folder.write("listing.xml", FeedFixtures.listing([FeedFixtures.Paper("2411.00001")], categories: "cs.LG",
                                                             date: "Wed, 27 Nov 2024 00:00:00 -0500"))
        try folder.write("paperboy.yml", """
            templates: \(PaperboyProcess.root.appendingPathComponent("Templates").path)
            sources:
              - name: arxiv
                path: listing.xml
                format: arxiv-listing
            """)
        #expect(try await PaperboyProcess.run(["build", "--date", "2024-11-27"], in: folder.url).status == 0)
        let early = try await PaperboyProcess.run(["build", "--catch-up", "--retry-later", "--date", "2024-11-28"], in: folder.url)
        #expect(early.status == 0)
        #expect(early.stdout.contains(": arXiv has not rebuilt its listing for 2024-11-28 yet: it is still the one of 2024-11-27"))
        #expect(early.stdout.hasSuffix("\nNothing to do yet: arXiv has not rebuilt its listing for 2024-11-28 (it still shows 2024-11-27's); "
                                       + "the catch-up run will read it (--retry-later). Nothing was written.\n"))
        #expect(!folder.exists("data/days/2024/11/28.json") && !folder.exists("site/2024/11/28"))
        let last = try await PaperboyProcess.run(["build", "--catch-up", "--date", "2024-11-28"], in: folder.url)
        #expect(last.status == 4)
        #expect(last.stderr.contains("every source failed (1 of 1); nothing was filed or written: arxiv: "))
    }

    @Test("--help lists the exit statuses and examples on every command",
          arguments: ["init", "check", "build", "fetch", "render", "serve", "parse"])
    func help(command: String) async throws {
        let result = try await PaperboyProcess.run([command, "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Examples:"))
        #expect(result.stdout.contains("2 usage error"))
    }
}
