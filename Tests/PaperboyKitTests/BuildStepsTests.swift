import Foundation
import PaperboyModels
import Testing
@testable import PaperboyKit

@Suite struct BuildStepsTests {
    struct Boom: Error, CustomStringConvertible { var description: String { "boom" } }

    @Test func runsStepsInOrderAndLogsThem() async throws {
        var log: [String] = []
        let (first, second) = (BuildStep("first"), BuildStep("second"))
        let steps = BuildSteps([first, second]) { log.append($0) }
        let a = await steps.run(first) { "a" }
        let ab = await steps.run(second) { a + "b" }
        #expect(ab == "ab")
        #expect(log == ["[1/2] first", "[2/2] second"])
    }

    @Test func errorsAreTaggedWithTheStepAndStopTheRun() async throws {
        var ran: [String] = []
        let (first, explode, never) = (BuildStep("first"), BuildStep("explode"), BuildStep("never"))
        let steps = BuildSteps([first, explode, never]) { _ in }
        do {
            ran.append(await steps.run(first) { "a" })
            ran.append(try await steps.run(explode) { () throws -> String in throw Boom() })
            ran.append(await steps.run(never) { "c" })
            Issue.record("expected an error")
        } catch let error as PipelineError {
            #expect(error.step == "explode")
            #expect(error.description == "explode: boom")
            #expect(error.underlying is Boom)
        }
        #expect(ran == ["a"])
    }

    @Test("each command reads top to bottom", arguments: [
        (SiteBuild.Mode.fetch, ["load config", "load theme", "open archive", "plan back-fill", "fetch sources", "archive items", "commit archive"]),
        (.render, ["load config", "load theme", "open archive", "open site", "build and render days", "render front page",
                   "write"]),
        (.build, ["load config", "load theme", "open archive", "plan back-fill", "fetch sources", "archive items", "summarize", "open site", "build and render days",
                  "render front page", "run report", "write", "commit archive"]),
    ])
    func stepsReadTopToBottom(mode: SiteBuild.Mode, steps: [String]) {
        let run = SiteBuild(options: BuildOptions(doors: .testing, configFile: .init(fileURLWithPath: "/x.yml"), now: .init(timeIntervalSince1970: 0),
                                                  currentDirectory: .init(fileURLWithPath: "/")), mode: mode)
        #expect(run.stepNames == steps)
    }

    @Test("a run logs the steps it takes, numbered from the same declarations", arguments: [false, true])
    func logMatchesTheDeclarations(dryRun: Bool) async throws {
        let playground = try Playground()
        let feed = try playground.write("feed.atom", Self.feed)
        let config = try playground.write("paperboy.yml", "title: T\nsources:\n  - name: f\n    path: \(feed.path)\n")
        var options = BuildOptions(doors: .testing, configFile: config, day: DigestDay("2024-11-28"), now: Playground.now, currentDirectory: playground.url,
                                   fetch: FetchOptions(offline: true))
        options.dryRun = dryRun
        for mode in [SiteBuild.Mode.build, .fetch] {
            let run = SiteBuild(options: options, mode: mode)
            var log: [String] = []
            _ = try await run.run { log.append($0) }
            let names = run.stepNames
            #expect(log == names.enumerated().map { "[\($0.offset + 1)/\(names.count)] \($0.element)" })
            #expect(names.contains("write") == (mode == .build && !dryRun))
            #expect(names.contains("commit archive") == !dryRun)
        }
    }

    private static let feed = """
        <?xml version="1.0" encoding="utf-8"?>
        <feed xmlns="http://www.w3.org/2005/Atom"><title>F</title><id>urn:f</id><updated>2024-11-28T08:00:00Z</updated>
        <entry><title>One</title><id>urn:f:1</id><link href="https://example.org/1"/><updated>2024-11-28T08:00:00Z</updated></entry>
        </feed>
        """
}
