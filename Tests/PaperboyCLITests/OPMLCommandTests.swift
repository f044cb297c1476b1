import Foundation
import Testing

/// `paperboy export opml` and `paperboy init --from-opml` on the real executable: output and exit statuses.
@Suite(.enabled(if: PaperboyProcess.executable != nil, "the paperboy executable is not built"))
struct OPMLCommandTests {
    static let subscriptions = """
    <?xml version="1.0"?>
    <opml version="2.0"><head><title>Reading</title></head><body>
    <outline text="Papers"><outline text="ML" xmlUrl="https://rss.arxiv.org/rss/cs.LG"/></outline>
    <outline text="Blog" xmlUrl="https://blog.example/feed"/>
    <outline text="Podcast" xmlUrl="feed://pod.example/rss"/>
    </body></opml>
    """

    @Test func exportWritesTheSameFileTwice() async throws {
        let folder = try TempFolder()
        let out = folder.url.appendingPathComponent("feeds.opml").path
        let arguments = ["export", "opml", "--config", "paperboy.yml", "--date", "2024-11-28", "--output", out]
        let first = try await PaperboyProcess.run(arguments)
        #expect(first.status == 0, "\(first.stderr)")
        let written = try Data(contentsOf: URL(fileURLWithPath: out))
        #expect(try await PaperboyProcess.run(arguments).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: out)) == written)
        let stdout = try await PaperboyProcess.run(["export", "opml", "--config", "paperboy.yml", "--date", "2024-11-28"])
        #expect(Data(stdout.stdout.utf8) == written)
        #expect(stdout.stdout.contains("xmlUrl=\"https://rss.arxiv.org/rss/cs.LG+cs.CL+cs.CV\""))
    }

    @Test func exportOfABadConfigExitsFive() async throws {
        let folder = try TempFolder()
        try folder.write("paperboy.yml", "titel: x\n")
        let result = try await PaperboyProcess.run(["export", "opml"], in: folder.url)
        #expect(result.status == 5)
        #expect(result.stderr.contains("paperboy.yml:1:1"))
        #expect(try await PaperboyProcess.run(["export", "opml", "--date", "2024-02-30"], in: folder.url).status == 2)
    }

    @Test func initFromOPMLWritesAConfigThatChecks() async throws {
        let folder = try TempFolder()
        try folder.write("subs.opml", Self.subscriptions)
        let result = try await PaperboyProcess.run(["init", "digest", "--from-opml", "subs.opml", "--paperboy-repository", "octo/paperboy"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("subs.opml:5: left out \"Podcast\": xmlUrl \"feed://pod.example/rss\" is not an http(s) URL"))
        #expect(folder.exists("digest/.github/workflows/paperboy.yml") && folder.exists("digest/.gitignore") && folder.exists("digest/templates/README.md"))
        let check = try await PaperboyProcess.run(["check", "--config", "digest/paperboy.yml"], in: folder.url)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout.contains("2 sources, 2 sections"))
    }

    @Test("bad OPML exits 1 and writes nothing", arguments: [
        ("<opml><body><outline text=\"a\" xmlUrl=\"https://a.example/\"></body></opml>", "subs.opml:1:"),
        ("<opml><body><outline text=\"a\" xmlUrl=\"mailto:x@y\"/></body></opml>", "subs.opml: no feeds"),
        ("<rss/>", "subs.opml:1: not OPML"),
    ])
    func badOPML(text: String, message: String) async throws {
        let folder = try TempFolder()
        try folder.write("subs.opml", text)
        let result = try await PaperboyProcess.run(["init", "digest", "--from-opml", "subs.opml", "--paperboy-repository", "octo/paperboy"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("paperboy: error: \(message)"), "\(result.stderr)")
        #expect(!folder.exists("digest"))
    }

    @Test func initFromOPMLNeverReplacesAConfig() async throws {
        let folder = try TempFolder()
        try folder.write("subs.opml", Self.subscriptions)
        try folder.write("digest/paperboy.yml", "title: mine\n")
        let result = try await PaperboyProcess.run(["init", "digest", "--from-opml", "subs.opml", "--paperboy-repository", "octo/paperboy"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("digest/paperboy.yml: it exists"))
        #expect(!folder.exists("digest/.gitignore"))
        #expect(try String(contentsOf: folder.url.appendingPathComponent("digest/paperboy.yml"), encoding: .utf8) == "title: mine\n")
    }
}
