import Foundation
import Testing

/// `paperboy explain` from the real executable: what it prints and its exit statuses.
@Suite(.enabled(if: PaperboyProcess.executable != nil, "the paperboy executable is not built"))
struct ExplainCommandTests {
    /// A folder with a one-feed config, fetched for 2024-11-28.
    func fetched() async throws -> TempFolder {
        let folder = try TempFolder()
        try folder.write("local.xml", """
            <rss version="2.0"><channel><title>Local</title>
            <item><title>A post</title><link>https://example.org/a</link><guid>a</guid></item></channel></rss>
            """)
        try folder.write("paperboy.yml", """
            sources:
              - name: local
                path: local.xml
            sections:
              - title: Posts
                id: posts
                include: [post]
              - title: Other
                id: other
                include: [nothing]
            """)
        let fetch = try await PaperboyProcess.run(["fetch", "--date", "2024-11-28"], in: folder.url)
        #expect(fetch.status == 0, "\(fetch.stderr)")
        return folder
    }

    @Test("0: an archived item, section by section")
    func found() async throws {
        let folder = try await fetched()
        let result = try await PaperboyProcess.run(["explain", "https://example.org/a"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stdout.contains("The archive has it on 2024-11-28 (first seen, from local).\n"))
        #expect(result.stdout.contains("\n  posts: shown, number 1 of 1 (keyword \u{201C}post\u{201D} (title))\n"))
        #expect(result.stdout.contains("\n  other: removed by keywords: does not match (\"nothing\") (none of its terms is in the item)\n"))
    }

    @Test("1: an item the archive does not hold")
    func absent() async throws {
        let folder = try await fetched()
        let result = try await PaperboyProcess.run(["explain", "2411.99999"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "paperboy: error: 2411.99999: no such item in the archive (1 day, 2024-11-28 to 2024-11-28).\n")
    }

    @Test("2: a malformed date; 5: a bad config", arguments: [(["explain", "x", "--date", "2024-02-30"], Int32(2)),
                                                              (["explain", "x", "--config", "bad.yml"], Int32(5))])
    func failures(arguments: [String], status: Int32) async throws {
        let folder = try await fetched()
        try folder.write("bad.yml", "sources: 3\n")
        let result = try await PaperboyProcess.run(arguments, in: folder.url)
        #expect(result.status == status)
        #expect(result.stdout.isEmpty)
    }

    @Test("--help has examples and the exit statuses; the root help lists the command")
    func help() async throws {
        let result = try await PaperboyProcess.run(["explain", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Examples:"))
        #expect(result.stdout.contains("exits with 1."))
        #expect(try await PaperboyProcess.run(["--help"]).stdout.contains("explain"))
    }

    @Test("--verbose prints each section's stage counts")
    func verbose() async throws {
        let folder = try await fetched()
        let result = try await PaperboyProcess.run(["render", "--verbose", "--date", "2024-11-28",
                                              "--config", "paperboy.yml"], in: folder.url,
                                             environment: ["PAPERBOY_BASE_URL": nil])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("sort removed"), "stages that removed nothing are left out")
        #expect(result.stdout.contains("""
            Stage counts for 2024-11-28: 1 record in the archive.
              posts: 1 candidate \u{2192} 1 shown
              other: 1 candidate \u{2192} keywords removed 1 (not matching ("nothing")) \u{2192} 0 shown

            """))
    }
}
