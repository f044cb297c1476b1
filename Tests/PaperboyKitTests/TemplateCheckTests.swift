import Foundation
@testable import PaperboyKit
import PaperboyModels
import PaperboyViews
import Testing

/// `paperboy check` reports template names nothing provides; `build`, `render` and `fetch` stop on them.
@Suite struct TemplateCheckTests {
    /// A digest with `files` in its templates folder (keep the playground alive while using the options).
    private func project(_ files: [String: String]) throws -> (Playground, BuildOptions) {
        let playground = try Playground()
        try playground.write("paperboy.yml", """
            title: T
            templates: templates
            sources:
              - name: releases
                path: \(InitEndToEndTests.feeds.path)/swift-releases.atom
            sections:
              - title: Releases
                sources: [releases]

            """)
        try FileManager.default.createDirectory(at: playground.url.appendingPathComponent("templates"), withIntermediateDirectories: true)
        for (path, text) in files { try playground.write("templates/" + path, text) }
        let options = BuildOptions(doors: .testing, configFile: playground.url.appendingPathComponent("paperboy.yml"), day: DigestDay("2024-11-28"),
                                   now: Playground.now, currentDirectory: playground.url, fetch: FetchOptions(offline: true))
        return (playground, options)
    }

    private func defaultText(_ path: String) throws -> String {
        String(decoding: try #require(DefaultTheme.allFiles[path]), as: UTF8.self)
    }

    @Test("a misspelled name in a partial: file:line:column, the closest name, exit status 5")
    func misspelled() async throws {
        let paper = try defaultText("partials/paper.html.mustache")
        let lines = paper.split(separator: "\n", omittingEmptySubsequences: false)
        let edited = lines.prefix(2).joined(separator: "\n") + "\n<b>{{paper.titel}}</b>\n" + lines.dropFirst(2).joined(separator: "\n")
        let (playground, options) = try project(["partials/paper.html.mustache": edited])
        let error = try await #require(throws: TemplateCheckError.self) { try await ProjectCheck(options: options).run() }
        #expect(ExitStatus.of(error) == .badConfig)
        #expect(error.errors.count == 1)
        let issue = try #require(error.errors.first)
        #expect(issue.file == "templates/partials/paper.html.mustache")
        #expect((issue.line, issue.column) == (3, 6))
        #expect(issue.name == "paper.titel")
        #expect(issue.suggestion == "title")
        #expect(issue.description.hasPrefix("templates/partials/paper.html.mustache:3:6: unknown template variable `paper.titel`"))
        #expect(issue.description.contains("(did you mean `title`?)"))
        #expect(issue.description.contains("overrides the default theme's `partials/paper.html`"))
        withExtendedLifetime(playground) {}
    }

    @Test("an override using a name the current theme no longer provides, or a partial it no longer has")
    func staleOverride() async throws {
        // As if ejected from an older theme: a renamed field and a removed partial.
        let day = try defaultText("day.html.mustache")
            .replacingOccurrences(of: "{{itemCountLabel}}", with: "{{itemcountLabel}}")
            .replacingOccurrences(of: "{{> item.html}}", with: "{{> entry.html}}")
        #expect(day.contains("{{itemcountLabel}}") && day.contains("{{> entry.html}}"))
        let (playground, options) = try project(["day.html.mustache": day])
        let error = try await #require(throws: TemplateCheckError.self) { try await ProjectCheck(options: options).run() }
        let byKind = Dictionary(grouping: error.errors, by: \.kind)
        let renamed = try #require(byKind[.unknownName]?.first)
        #expect(renamed.name == "itemcountLabel" && renamed.suggestion == "itemCountLabel" && renamed.overrides == "day.html")
        let missing = try #require(byKind[.missingTemplate]?.first)
        #expect(missing.name == "entry.html" && missing.file == "templates/day.html.mustache")
        #expect(missing.description.contains("`entry.html` names no template of the theme"))
        let line = day.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("{{itemcountLabel}}") }! + 1
        #expect(renamed.line == line)
        withExtendedLifetime(playground) {}
    }

    @Test("build, render and fetch stop on the same names in load theme, exit status 5, before anything is written")
    func runsStop() async throws {
        let post = try defaultText("partials/post.html.mustache") + "{{summry}}\n"
        let (playground, options) = try project(["partials/post.html.mustache": post])
        let line = post.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        for mode in SiteBuild.Mode.allCases {
            let error = try await #require(throws: PipelineError.self) { try await SiteBuild(options: options, mode: mode).run() }
            #expect(error.step == "load theme")
            #expect(ExitStatus.of(error) == .badConfig)
            #expect(error.location == ErrorLocation("templates/partials/post.html.mustache", line: line, column: 3))
            #expect(error.reason.hasPrefix("unknown template variable `summry`: no view provides it here"))
            #expect(error.description.hasPrefix("load theme: templates/partials/post.html.mustache:\(line):3: unknown template variable `summry`"))
        }
        #expect(!playground.exists("site") && !playground.exists("data"))
    }

    @Test("a template of the folder that nothing uses is a warning; the check passes")
    func unused() async throws {
        let (playground, options) = try project(["partials/old.html.mustache": "{{title}}"])
        let report = try await ProjectCheck(options: options).run()
        #expect(report.warnings == ["templates/partials/old.html.mustache:1:1: `old.html` is never used: no page renders it and no template includes it"])
        withExtendedLifetime(playground) {}
    }

    @Test("build and render report what nothing uses from their own one load of the config and the theme")
    func runsReportUnusedFromTheirOneLoad() async throws {
        let (playground, options) = try project(["partials/old.html.mustache": "{{title}}"])
        let config = try playground.read("paperboy.yml")
        for mode in [SiteBuild.Mode.build, .render] {
            // Changed once both are loaded: a second read of either would fail the run or see another warning.
            let report = try await SiteBuild(options: options, mode: mode).run { line in
                guard line.hasSuffix(" open archive") else { return }
                _ = try? playground.write("paperboy.yml", "sources: [unclosed\n")
                _ = try? playground.write("templates/partials/newer.html.mustache", "{{title}}")
            }
            #expect(report.templateWarnings == [
                "templates/partials/old.html.mustache:1:1: `old.html` is never used: no page renders it and no template includes it",
            ])
            #expect(report.warnings.prefix(1) == report.templateWarnings[...])
            try playground.write("paperboy.yml", config)
            try FileManager.default.removeItem(at: playground.url.appendingPathComponent("templates/partials/newer.html.mustache"))
        }
    }
}
