import Foundation
import Testing

/// `paperboy theme`, `paperboy init --paperboy-repository` and the template name check, from the real executable.
@Suite(.enabled(if: PaperboyProcess.executable != nil, "the paperboy executable is not built"))
struct ThemeCommandTests {
    /// A digest reading one local feed, with `templates: templates`.
    private func digest() throws -> TempFolder {
        let folder = try TempFolder()
        try folder.write("local.xml", """
            <rss version="2.0"><channel><title>Local</title>
            <item><title>A post</title><link>https://example.org/a</link><guid>a</guid></item></channel></rss>
            """)
        try folder.write("paperboy.yml", "templates: templates\nsources:\n  - name: local\n    path: local.xml\n")
        try folder.write("templates/README.md", "notes\n")
        return folder
    }

    @Test("init writes the workflow for --paperboy-repository; a malformed one is a usage error")
    func initRepository() async throws {
        let folder = try TempFolder()
        let result = try await PaperboyProcess.run(["init", "--paperboy-repository", "octo/paperboy", "digest"], in: folder.url)
        #expect(result.status == 0)
        let workflow = try String(contentsOf: folder.url.appendingPathComponent("digest/.github/workflows/paperboy.yml"), encoding: .utf8)
        #expect(workflow.contains("  PAPERBOY_REPOSITORY: octo/paperboy\n"))
        #expect(!folder.exists("digest/templates/day.html.mustache"))
        let bad = try await PaperboyProcess.run(["init", "--paperboy-repository", "octo", "other"], in: folder.url)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("OWNER/NAME, got 'octo'"))
        #expect(!folder.exists("other"))
    }

    @Test("eject, refuse to overwrite, force; list")
    func ejectAndList() async throws {
        let folder = try digest()
        #expect(try await PaperboyProcess.run(["theme", "eject", "partials/post.html"], in: folder.url).stdout
            == "wrote templates/partials/post.html.mustache\n")
        let again = try await PaperboyProcess.run(["theme", "eject", "partials/post.html"], in: folder.url)
        #expect(again.status == 1)
        #expect(again.stderr == "paperboy: error: templates/partials/post.html.mustache exists: nothing was written "
            + "(--force overwrites it with the default theme's version)\n")
        #expect(try await PaperboyProcess.run(["theme", "eject", "--force", "partials/post.html"], in: folder.url).status == 0)
        let unknown = try await PaperboyProcess.run(["theme", "eject", "nope.html"], in: folder.url)
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("no theme file is named 'nope.html'; the default theme's files: 404.html, "))
        let list = try await PaperboyProcess.run(["theme", "list"], in: folder.url)
        #expect(list.stdout.contains("  partials/post.html          replaced by templates/partials/post.html.mustache, an unchanged copy\n"))
        #expect(list.stdout.contains("  day.html                    built-in\n"))
    }

    @Test("a misspelled variable: check and build exit 5 naming file:line:column; build writes nothing")
    func misspelled() async throws {
        let folder = try digest()
        try folder.write("templates/partials/post.html.mustache", "<p>{{summry}}</p>\n")
        let check = try await PaperboyProcess.run(["check"], in: folder.url)
        #expect(check.status == 5)
        #expect(check.stderr.hasPrefix("paperboy: error: templates/partials/post.html.mustache:1:6: unknown template variable `summry`"))
        #expect(check.stderr.contains("(did you mean `summary`?)"))
        let build = try await PaperboyProcess.run(["build", "--offline", "--date", "2024-11-28"], in: folder.url)
        #expect(build.status == 5)
        #expect(build.stderr.hasPrefix("paperboy: error: templates/partials/post.html.mustache:1:6: unknown template variable `summry`"))
        #expect(!folder.exists("site") && !folder.exists("data"))
    }

    @Test("theme --help lists the exit statuses and examples", arguments: [["theme"], ["theme", "eject"], ["theme", "list"]])
    func help(command: [String]) async throws {
        let result = try await PaperboyProcess.run(command + ["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Examples:"))
        #expect(result.stdout.contains("2 usage error"))
    }
}
