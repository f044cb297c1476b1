import Foundation
@testable import PaperboyKit
import PaperboyViews
import Testing

@Suite struct ProjectCheckTests {
    static let root = Playground.templates.deletingLastPathComponent()

    func check(_ file: URL, in cwd: URL) async throws -> CheckReport {
        try await ProjectCheck(options: BuildOptions(doors: .testing, configFile: file, now: Date(timeIntervalSince1970: 0), currentDirectory: cwd)).run()
    }

    func failure(_ file: URL, in cwd: URL) async -> String? {
        do {
            _ = try await check(file, in: cwd)
            return nil
        } catch let error as PipelineError {
            return "\(error.step ?? ""): \(error.underlying)"
        } catch {
            return "\(error)"
        }
    }

    @Test("every shipped config passes", arguments: ["paperboy.yml", "Examples/paperboy.yml", "Examples/online.yml",
                                                     "Examples/astro-ph.yml", "Examples/biorxiv-github.yml"])
    func shippedConfigs(path: String) async throws {
        let report = try await check(Self.root.appendingPathComponent(path), in: Self.root)
        #expect(report.config == path)
        #expect(report.templateCount > 0)
    }

    @Test("the config's first problem, with file:line:column")
    func configProblem() async throws {
        let playground = try Playground()
        let file = try playground.write("paperboy.yml", """
            templates: \(Playground.templates.path)
            sources:
              - name: a
                path: a.xml
            sections:
              - title: X
                sources: [b]
            """)
        #expect(await failure(file, in: playground.url)
            == #"load config: paperboy.yml:7:15: sections[0].sources[0]: no source is named "b" (sources: a)"#)
    }

    @Test("a template's first problem, with file:line:column, before any source is read")
    func templateProblem() async throws {
        let playground = try Playground()
        for (path, data) in DefaultTheme.allFiles { try playground.write("theme/" + path, String(decoding: data, as: UTF8.self)) }
        try playground.write("theme/day.html.mustache", "<p>\n{{#items}}\n")
        let file = try playground.write("paperboy.yml", "templates: theme\nsources:\n  - name: a\n    url: https://example.invalid/x.xml\n")
        let message = await failure(file, in: playground.url) ?? ""
        #expect(message.hasPrefix("load theme: \(playground.url.path)/theme/day.html.mustache:"))
        for mode in SiteBuild.Mode.allCases {
            let run = SiteBuild(options: BuildOptions(doors: .testing, configFile: file, now: Date(timeIntervalSince1970: 0),
                                                      currentDirectory: playground.url, fetch: FetchOptions(offline: true)), mode: mode)
            #expect(run.stepNames.prefix(2) == ["load config", "load theme"])
            let error = await #expect(throws: PipelineError.self) { _ = try await run.run() }
            #expect(error?.step == "load theme")
            #expect(!playground.exists("data"))
        }
    }
}

extension ProjectCheckTests {
    @Test("with no templates: and no Templates folder, the default theme compiled into the binary")
    func defaultTheme() async throws {
        let playground = try Playground()
        let file = try playground.write("paperboy.yml", "sources:\n  - name: a\n    url: https://example.invalid/x.xml\n")
        let report = try await check(file, in: playground.url)
        #expect(report.summary == "paperboy.yml is valid: 1 source, 1 section; "
            + "\(DefaultTheme.allFiles.keys.filter { $0.hasSuffix(".mustache") }.count) templates in (default theme).")
    }
}
