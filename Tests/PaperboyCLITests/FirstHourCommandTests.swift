import Foundation
import Testing

/// `check` and `build`, from the real executable, on the mistakes of a first config:
/// exit status 5 with the file and line, and nothing written.
@Suite(.enabled(if: PaperboyProcess.executable != nil, "the paperboy executable is not built"))
struct FirstHourCommandTests {
    /// Each case's config and where the error points.
    static let cases: [(yaml: String, place: String)] = [
        ("sources:\n  - name: news\n    path: feeds/missing.xml\n",
         "paperboy.yml:3:11: sources[0].path: no such file: feeds/missing.xml"),
        ("sources:\n  - name: news\n    path: news.xml\nsections:\n  - title: LLM\n    query: '\"language model*\" or llm'\n",
         #"paperboy.yml:6:31: sections[0].query: "or" is not an operator: write OR"#),
        ("sources:\n  - name: news\n    path: news.xml\nemail:\n  enabled: true\n",
         "paperboy.yml:5:12: email.enabled: the e-mail edition links to the site, so it needs base_url:"),
        ("templates: theme\nsources:\n  - name: news\n    path: news.xml\n",
         "theme/partials/post.html.mustache:1:6: unknown template variable `summry`"),
    ]

    private func folder(_ yaml: String) throws -> TempFolder {
        let folder = try TempFolder()
        try folder.write("news.xml", "<rss version=\"2.0\"><channel><title>N</title><item><title>A</title><guid>a</guid></item></channel></rss>")
        try folder.write("theme/partials/post.html.mustache", "<p>{{summry}}</p>\n")
        try folder.write("paperboy.yml", yaml)
        return folder
    }

    @Test("check and build exit 5 naming the line; build writes nothing", arguments: cases.indices)
    func badConfig(index: Int) async throws {
        let folder = try folder(Self.cases[index].yaml)
        for arguments in [["check"], ["build", "--date", "2024-11-28"]] {
            let result = try await PaperboyProcess.run(arguments, in: folder.url, environment: ["PAPERBOY_BASE_URL": nil])
            #expect(result.status == 5, "\(arguments[0]): \(result.stderr)")
            #expect(result.stderr.contains(Self.cases[index].place), "\(arguments[0]): \(result.stderr)")
        }
        #expect(!folder.exists("site") && !folder.exists("data") && !folder.exists("email"))
    }

    @Test("check counts PAPERBOY_BASE_URL and --base-url as build does")
    func baseURLFromOutside() async throws {
        let folder = try folder(Self.cases[2].yaml)
        let fromEnvironment = try await PaperboyProcess.run(["check"], in: folder.url, environment: ["PAPERBOY_BASE_URL": "https://user.github.io/repo/"])
        #expect(fromEnvironment.status == 0, "\(fromEnvironment.stderr)")
        let fromOption = try await PaperboyProcess.run(["check", "--base-url", "https://user.github.io/repo/"], in: folder.url,
                                                 environment: ["PAPERBOY_BASE_URL": nil])
        #expect(fromOption.status == 0, "\(fromOption.stderr)")
        #expect(fromOption.stdout.hasPrefix("paperboy.yml is valid: 1 source, 1 section;"))
    }
}
