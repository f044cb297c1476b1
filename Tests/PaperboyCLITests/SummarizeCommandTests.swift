import Foundation
import PaperboyTestSupport
import Testing

/// `paperboy summarize` from the real executable, against a local fake chat endpoint.
@Suite(.enabled(if: PaperboyProcess.executable != nil, "the paperboy executable is not built"))
struct SummarizeCommandTests {
    static let abstract = "Sorting matters. We show that our sort is 3x faster than quicksort on 12 benchmarks. Code is online."

    /// A project whose archive holds 2024-11-27 with three papers, and a config asking `chat` for two TL;DRs.
    func project(_ chat: FakeChatServer, keyVariable: String? = nil) async throws -> TempFolder {
        let folder = try TempFolder()
        let papers = (1...3).map { n -> FeedFixtures.Paper in
            var paper = FeedFixtures.Paper(String(format: "2411.%05d", n), title: "Sorting paper \(n)")
            paper.abstract = Self.abstract
            return paper
        }
        try folder.write("listing.xml", FeedFixtures.listing(papers, date: "Wed, 27 Nov 2024 00:00:00 -0500"))
        try folder.write("paperboy.yml", """
            sources:
              - name: arxiv
                path: listing.xml
                format: arxiv-listing
            fetch:
              retries: 0
              pacing: {"127.0.0.1:\(chat.server.port)": 0}
            summaries:
              tldr:
                base_url: \(chat.baseURL.absoluteString)
                model: cli-model
                top: 2
            \(keyVariable.map { "    api_key_env: \($0)" } ?? "")
            """)
        let fetch = try await PaperboyProcess.run(["fetch", "--date", "2024-11-27"], in: folder.url)
        #expect(fetch.status == 0, "\(fetch.stderr)")
        return folder
    }

    @Test("--dry-run lists what it would send and sends nothing; then summarize asks once and render shows it")
    func dryRunThenSummarizeThenRender() async throws {
        let chat = try FakeChatServer()
        let folder = try await project(chat)
        let asked = chat.requests.count
        let dry = try await PaperboyProcess.run(["summarize", "--date", "2024-11-27", "--dry-run"], in: folder.url)
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(dry.stdout.components(separatedBy: "would ask: arxiv:2411.0000").count == 3, "\(dry.stdout)")
        #expect(dry.stdout.contains("Dry run, nothing sent: TL;DRs (cli-model): 0 written, 0 cached, 0 missed; 2 requests"))
        #expect(chat.requests.count == asked)
        let real = try await PaperboyProcess.run(["summarize", "--date", "2024-11-27"], in: folder.url)
        #expect(real.status == 0, "\(real.stderr)")
        #expect(real.stdout.hasPrefix("TL;DRs (cli-model): 2 written, 0 cached, 0 missed; 2 requests"), "\(real.stdout)")
        #expect(chat.requests.count == asked + 2)
        let again = try await PaperboyProcess.run(["summarize", "--date", "2024-11-27"], in: folder.url)
        #expect(again.stdout.hasPrefix("TL;DRs (cli-model): 0 written, 2 cached, 0 missed; 0 requests"), "\(again.stdout)")
        #expect(chat.requests.count == asked + 2)
        let render = try await PaperboyProcess.run(["render", "--date", "2024-11-27"], in: folder.url)
        #expect(render.status == 0, "\(render.stderr)")
        let page = try folder.read("site/index.html")
        #expect(page.contains("<b>TL;DR:</b> Sorting paper 1 works, in one line."))
        #expect(page.contains("<b>Key result:</b> We show that our sort is 3x faster than quicksort on 12 benchmarks."))
    }

    @Test("an unset key variable sends nothing, warns per paper and exits 0; a config without tldr: exits 1")
    func unsetKeyAndNoEndpoint() async throws {
        let chat = try FakeChatServer()
        let folder = try await project(chat, keyVariable: "PAPERBOY_TEST_UNSET_KEY")
        let asked = chat.requests.count
        let run = try await PaperboyProcess.run(["summarize", "--date", "2024-11-27"], in: folder.url, environment: ["PAPERBOY_TEST_UNSET_KEY": nil])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("TL;DR missed, key sentence shown: arxiv:2411.00001: the environment variable PAPERBOY_TEST_UNSET_KEY"),
                "\(run.stderr)")
        #expect(chat.requests.count == asked)
        try folder.write("paperboy.yml", "sources:\n  - name: arxiv\n    path: listing.xml\n    format: arxiv-listing\n")
        let none = try await PaperboyProcess.run(["summarize", "--date", "2024-11-27"], in: folder.url)
        #expect(none.status != 0)
        #expect(none.stderr.contains("summaries: tldr: names no chat endpoint"), "\(none.stderr)")
    }
}
