import Testing
@testable import PaperboyKit

@Suite struct BuildStepsTests {
    struct Boom: Error, CustomStringConvertible { var description: String { "boom" } }

    @Test func runsStepsInOrderAndLogsThem() async throws {
        var log: [String] = []
        var steps = BuildSteps(names: ["first", "second"]) { log.append($0) }
        let a = try await steps.run("first") { "a" }
        let ab = try await steps.run("second") { a + "b" }
        #expect(ab == "ab")
        #expect(log == ["[1/2] first", "[2/2] second"])
    }

    @Test func errorsAreTaggedWithTheStepAndStopTheRun() async throws {
        var ran: [String] = []
        var steps = BuildSteps(names: ["first", "explode", "never"]) { _ in }
        do {
            ran.append(try await steps.run("first") { "a" })
            ran.append(try await steps.run("explode") { () throws -> String in throw Boom() })
            ran.append(try await steps.run("never") { "c" })
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
        (.build, ["load config", "load theme", "open archive", "plan back-fill", "fetch sources", "archive items", "open site", "build and render days",
                  "render front page", "run report", "write", "commit archive"]),
    ])
    func stepsReadTopToBottom(mode: SiteBuild.Mode, steps: [String]) {
        let run = SiteBuild(options: BuildOptions(configFile: .init(fileURLWithPath: "/x.yml"), now: .init(timeIntervalSince1970: 0),
                                                  currentDirectory: .init(fileURLWithPath: "/")), mode: mode)
        #expect(run.stepNames == steps)
    }
}
