import Foundation
import Testing

/// `paperboy rate` then `paperboy check` from the real executable.
@Suite(.enabled(if: PaperboyProcess.executable != nil, "the paperboy executable is not built"))
struct RateCommandTests {
    /// A fetched one-feed project with a library.
    func project() async throws -> TempFolder {
        let folder = try TempFolder()
        try folder.write("local.xml", """
            <rss version="2.0"><channel><title>Local</title>
            <item><title>A post</title><link>https://example.org/a</link><guid>a</guid></item></channel></rss>
            """)
        try folder.write("ids.txt", "2411.17807\n")
        try folder.write("paperboy.yml", "sources:\n  - name: local\n    path: local.xml\nlibrary:\n  paths: [ids.txt]\n")
        let fetch = try await PaperboyProcess.run(["fetch", "--date", "2024-11-28"], in: folder.url)
        #expect(fetch.status == 0, "\(fetch.stderr)")
        return folder
    }

    @Test("rate writes a file and prints its path; check reads it, then fails on a malformed one")
    func rateThenCheck() async throws {
        let folder = try await project()
        let rate = try await PaperboyProcess.run(["rate", "mute", "--term", "diffusion", "--date", "2024-11-28"], in: folder.url)
        #expect(rate.status == 0, "\(rate.stderr)")
        #expect(rate.stdout == "ratings/2024-11-28-mute-term-diffusion.yml\n")
        #expect(folder.exists("ratings/2024-11-28-mute-term-diffusion.yml"))
        let good = try await PaperboyProcess.run(["check"], in: folder.url)
        #expect(good.status == 0, "\(good.stderr)")
        #expect(good.stdout.contains("ratings: 1 rating in ratings/.\n"))
        try folder.write("ratings/bad.yml", "rating: meh\n")
        let bad = try await PaperboyProcess.run(["check"], in: folder.url)
        #expect(bad.status == 5)
        #expect(bad.stderr.contains("paperboy: error: ratings/bad.yml:1:9: rating must be up, down or mute, got \"meh\"\n"), "\(bad.stderr)")
    }

    @Test("an id the archive lacks exits 1 naming it; a mute option on a like exits 2")
    func failures() async throws {
        let folder = try await project()
        let missing = try await PaperboyProcess.run(["rate", "2411.99999", "up"], in: folder.url)
        #expect(missing.status == 1)
        #expect(missing.stdout.isEmpty)
        #expect(missing.stderr.contains("no item arxiv:2411.99999 in the archive"), "\(missing.stderr)")
        let usage = try await PaperboyProcess.run(["rate", "2411.17807", "up", "--author", "Jane Doe"], in: folder.url)
        #expect(usage.status == 2)
        #expect(usage.stderr.contains("--author and --term are for mute only"), "\(usage.stderr)")
        #expect(!folder.exists("ratings"))
    }
}
