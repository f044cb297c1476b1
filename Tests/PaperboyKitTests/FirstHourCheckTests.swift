import Foundation
import PaperboyModels
import PaperboyViews
import Testing
@testable import PaperboyKit

/// Mistakes of a first config that used to pass `check` and build a poor site: each is now a
/// bad config (exit status 5) at its line, in `check` and before `build` writes anything.
@Suite struct FirstHourCheckTests {
    static let feed = "<rss version=\"2.0\"><channel><title>News</title><item><title>A</title><guid>a</guid></item></channel></rss>"

    /// The config text of each case and the failure it gives, as the CLI prints it (after `paperboy: error: `).
    static let cases: [(name: String, yaml: String, failure: String)] = [
        ("missing path: file", "sources:\n  - name: news\n    path: feeds/missing.xml\n",
         "load config: paperboy.yml:3:11: sources[0].path: no such file: feeds/missing.xml (paths are relative to the config file)"),
        ("lower-case or in a query", """
            sources:
              - name: news
                path: feeds/news.xml
            sections:
              - title: LLM
                query: '"language model*" or llm'

            """,
         #"load config: paperboy.yml:6:31: sections[0].query: "or" is not an operator: write OR (operators are upper case), or quote it ("or") to search for the word (query column 19)"#),
        ("e-mail without a base URL", "sources:\n  - name: news\n    path: feeds/news.xml\nemail:\n  enabled: true\n",
         "load config: paperboy.yml:5:12: email.enabled: the e-mail edition links to the site, so it needs base_url: "
            + "(or --base-url, or PAPERBOY_BASE_URL) with the address the site is published at"),
        ("unknown variable in a template override", "templates: theme\nsources:\n  - name: news\n    path: feeds/news.xml\n",
         "load theme: theme/partials/post.html.mustache:LINE:3: unknown template variable `summry`"),
    ]

    /// A project with the feed, a theme folder whose `post.html` uses `{{summry}}`, and `yaml` as its config.
    private func project(_ yaml: String, baseURL: URL? = nil) throws -> (Playground, BuildOptions, post: String) {
        let playground = try Playground()
        try playground.write("feeds/news.xml", Self.feed)
        let post = String(decoding: try #require(DefaultTheme.allFiles["partials/post.html.mustache"]), as: UTF8.self) + "{{summry}}\n"
        try playground.write("theme/partials/post.html.mustache", post)
        let file = try playground.write("paperboy.yml", yaml)
        var options = BuildOptions(doors: .testing, configFile: file, day: DigestDay("2024-11-28"), now: Date(timeIntervalSince1970: 1_732_795_200),
                                   currentDirectory: playground.url, fetch: FetchOptions(offline: true))
        options.baseURL = baseURL
        return (playground, options, post)
    }

    private func expected(_ failure: String, post: String) -> String {
        failure.replacingOccurrences(of: "LINE", with: "\(post.split(separator: "\n", omittingEmptySubsequences: false).count - 1)")
    }

    @Test("check fails with exit status 5 at the line", arguments: cases.indices)
    func check(index: Int) async throws {
        let (playground, options, post) = try project(Self.cases[index].yaml)
        let failure = expected(Self.cases[index].failure, post: post)
        do {
            _ = try await ProjectCheck(options: options).run()
            Issue.record("\(Self.cases[index].name): expected the check to fail")
        } catch let error as TemplateCheckError {
            #expect(ExitStatus.of(error) == .badConfig)
            #expect("load theme: \(error)".hasPrefix(failure))
        } catch {
            #expect(ExitStatus.of(error) == .badConfig)
            #expect("\(error)" == failure)
        }
        withExtendedLifetime(playground) {}
    }

    @Test("build fails the same way before it reads a source or writes a file", arguments: cases.indices)
    func build(index: Int) async throws {
        let (playground, options, post) = try project(Self.cases[index].yaml)
        let error = try await #require(throws: PipelineError.self) { try await SiteBuild(options: options).run() }
        #expect(ExitStatus.of(error) == .badConfig)
        #expect(error.description.hasPrefix(expected(Self.cases[index].failure, post: post)))
        #expect(!playground.exists("site") && !playground.exists("data") && !playground.exists("email"))
    }

    @Test("a base URL from --base-url or base_url: makes the e-mail edition fine")
    func emailWithBaseURL() async throws {
        let yaml = Self.cases[2].yaml
        let (given, options, _) = try project(yaml, baseURL: URL(string: "https://user.github.io/repo/"))
        #expect(try await ProjectCheck(options: options).run().sourceCount == 1)
        let (configured, inConfig, _) = try project("base_url: https://user.github.io/repo/\n" + yaml)
        #expect(try await ProjectCheck(options: inConfig).run().sourceCount == 1)
        withExtendedLifetime((given, configured)) {}
    }

    @Test("render reads no source, so a missing path: file does not stop it; fetch renders no e-mail")
    func onlyTheRunsThatNeedIt() throws {
        let (playground, options, _) = try project(Self.cases[0].yaml + "email:\n  enabled: true\n")
        let render = SiteBuild(options: options, mode: .render).use
        let fetch = SiteBuild(options: options, mode: .fetch).use
        #expect(try PaperboyConfig.load(from: options.configFile, currentDirectory: playground.url, for: .reading, fileSystem: .disk).sources.count == 1)
        #expect((render.readsSources, render.rendersEmail, fetch.readsSources, fetch.rendersEmail) == (false, true, true, false))
        let forRender = try #require(throws: ConfigError.self) {
            try PaperboyConfig.load(from: options.configFile, currentDirectory: playground.url, for: render, fileSystem: .disk)
        }
        #expect(forRender.keyPath == "email.enabled")
        let forFetch = try #require(throws: ConfigError.self) {
            try PaperboyConfig.load(from: options.configFile, currentDirectory: playground.url, for: fetch, fileSystem: .disk)
        }
        #expect(forFetch.keyPath == "sources[0].path")
    }
}
