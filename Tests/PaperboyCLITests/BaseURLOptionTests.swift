import Foundation
import Testing

/// `--base-url` and `PAPERBOY_BASE_URL` on the real executable: option > environment > config.
@Suite(.enabled(if: PaperboyProcess.executable != nil, "the paperboy executable is not built"))
struct BaseURLOptionTests {
    /// Runs `paperboy arguments…` from the repository root with `PAPERBOY_BASE_URL` set to
    /// `environmentBaseURL` (nil: unset).
    private func run(_ arguments: [String], environmentBaseURL: String?) async throws -> PaperboyProcess.Result {
        try await PaperboyProcess.run(arguments, environment: ["PAPERBOY_BASE_URL": environmentBaseURL])
    }

    /// The demo (whose config sets `base_url: https://example.org/digest/`), built once into `folder`.
    private func buildDemo(into folder: TempFolder) async throws {
        let result = try await run(demo(folder, command: "build") + ["--cache", folder.url.appendingPathComponent("cache").path],
                             environmentBaseURL: nil)
        #expect(result.status == 0, "\(result.stderr)")
    }

    private func demo(_ folder: TempFolder, command: String = "render") -> [String] {
        [command, "--config", "Examples/paperboy.yml", "--date", "2024-11-28", "--quiet",
         "--output", folder.url.appendingPathComponent("site").path, "--data", folder.url.appendingPathComponent("data").path]
    }

    private func sitemap(_ folder: TempFolder) throws -> String {
        try String(contentsOf: folder.url.appendingPathComponent("site/sitemap.xml"), encoding: .utf8)
    }

    @Test func theOptionOverridesTheEnvironmentWhichOverridesTheConfig() async throws {
        let folder = try TempFolder()
        try await buildDemo(into: folder)
        #expect(try sitemap(folder).contains("<loc>https://example.org/digest/</loc>"))

        var result = try await run(demo(folder), environmentBaseURL: "https://env.example/site")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try sitemap(folder).contains("<loc>https://env.example/site/</loc>"))

        result = try await run(demo(folder) + ["--base-url", "https://user.github.io/repo"], environmentBaseURL: "https://env.example/site")
        #expect(result.status == 0, "\(result.stderr)")
        let sitemap = try sitemap(folder)
        #expect(sitemap.contains("<loc>https://user.github.io/repo/2024/11/28/</loc>"))
        #expect(!sitemap.contains("env.example") && !sitemap.contains("example.org/digest"))
        let notFound = try String(contentsOf: folder.url.appendingPathComponent("site/404.html"), encoding: .utf8)
        #expect(notFound.contains(#"href="/repo/assets/style.css""#))

        // An empty variable counts as unset (a CI step whose output was empty).
        result = try await run(demo(folder), environmentBaseURL: "")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try self.sitemap(folder).contains("<loc>https://example.org/digest/</loc>"))
    }

    @Test("a bad base URL is a usage error",
          arguments: [(["--base-url", "user.github.io/repo"], nil), ([], "ftp://example.org/"), (["--base-url", "https://x.example/?q"], nil)])
    func badBaseURL(arguments: [String], environment: String?) async throws {
        let folder = try TempFolder()
        let result = try await run(demo(folder) + arguments, environmentBaseURL: environment)
        #expect(result.status == 2)
        #expect(result.stderr.contains(arguments.isEmpty ? "PAPERBOY_BASE_URL must be an absolute http(s) URL" : "--base-url must be an absolute http(s) URL"))
        #expect(!folder.exists("site"))
    }

    @Test func buildTakesTheOptionToo() async throws {
        let folder = try TempFolder()
        let result = try await run(demo(folder, command: "build") + ["--cache", folder.url.appendingPathComponent("cache").path,
                                                               "--base-url", "http://127.0.0.1:8000/repo/"], environmentBaseURL: nil)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try sitemap(folder).contains("<loc>http://127.0.0.1:8000/repo/</loc>"))
    }
}
