import Foundation
@testable import PaperboyKit
import Testing

/// What `paperboy init` prints: runnable next steps, and what to do when the workflow lacks its repository.
@Suite struct InitReportTests {
    @Test("the next steps name the written config, quoted for the shell when the folder needs it", arguments: [
        ("digest", "digest/paperboy.yml"), (".", "paperboy.yml"), ("/tmp/a b", "'/tmp/a b/paperboy.yml'"),
        ("it's", #"'it'\''s/paperboy.yml'"#), ("~x", "'~x/paperboy.yml'"), ("a$b", "'a$b/paperboy.yml'"),
    ])
    func nextSteps(folder: String, config: String) {
        let lines = InitReport(folder: folder).lines
        let next = lines.drop { $0 != "Next:" }.dropFirst().prefix { $0.hasPrefix("  ") }
        #expect(Array(next) == [
            "  paperboy check --config \(config)",
            "  paperboy build --config \(config)",
            "  paperboy serve --config \(config)",
            "  paperboy theme eject partials/paper.html --config \(config)   # to change a template",
        ])
    }

    @Test("a workflow written without its repository is a warning naming the file and the option, and a next step")
    func withoutRepository() throws {
        let playground = try Playground()
        let release = try PaperboyRelease(repository: nil, version: "1.2.3")
        let report = try ProjectInit(folder: playground.url.appendingPathComponent("digest"), currentDirectory: playground.url,
                                     release: release, fileSystem: .disk).run()
        #expect(report.releaseWithoutRepository == release)
        #expect(report.warnings == ["this paperboy binary does not know which GitHub repository publishes its releases (it was built "
            + "from a clone without a github.com origin remote), so PAPERBOY_REPOSITORY in digest/.github/workflows/paperboy.yml "
            + "is empty: set it there to OWNER/NAME, the repository whose release v1.2.3 has paperboy-1.2.3-linux-x86_64.tar.gz "
            + "(or delete that file and run paperboy init digest --paperboy-repository OWNER/NAME)"])
        #expect(report.lines.last == "Then set PAPERBOY_REPOSITORY: OWNER/NAME in digest/.github/workflows/paperboy.yml, "
            + "push the folder to GitHub and set Settings → Pages → Source to \"GitHub Actions\".")
        #expect(try playground.read("digest/.github/workflows/paperboy.yml").contains("\n  PAPERBOY_REPOSITORY: \"\"\n"))
    }

    @Test("a kept workflow, or a known repository, needs nothing set")
    func nothingToSet() throws {
        let playground = try Playground()
        try playground.write(".github/workflows/paperboy.yml", "name: mine\n")
        let kept = try ProjectInit(folder: playground.url, currentDirectory: playground.url,
                                   release: try PaperboyRelease(repository: nil, version: "1.2.3"), fileSystem: .disk).run()
        #expect(kept.skipped == [".github/workflows/paperboy.yml"])
        #expect(kept.folder == ".", "the current folder is shown as such, not as an absolute path")
        #expect(kept.lines.contains("kept  .github/workflows/paperboy.yml (exists)"))
        #expect(kept.lines.contains("  paperboy check --config paperboy.yml"))
        #expect(kept.warnings == [])
        let other = try Playground()
        let known = try ProjectInit(folder: other.url, currentDirectory: other.url,
                                    release: try PaperboyRelease(repository: "octo/paperboy", version: "1.2.3"), fileSystem: .disk).run()
        #expect(known.warnings == [])
        #expect(known.lines.last == "Then push the folder to GitHub and set Settings → Pages → Source to \"GitHub Actions\".")
    }
}
