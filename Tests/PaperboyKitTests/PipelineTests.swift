import Testing
@testable import PaperboyKit

@Suite struct PipelineTests {
    struct Boom: Error, CustomStringConvertible { var description: String { "boom" } }

    @Test func runsStepsInOrderAndLogsThem() async throws {
        let pipeline = Pipeline<[String]>([
            PipelineStep("first") { $0.append("a") },
            PipelineStep("second") { $0.append("b") },
        ])
        var context: [String] = []
        var log: [String] = []
        try await pipeline.run(&context) { log.append($0) }
        #expect(context == ["a", "b"])
        #expect(log == ["[1/2] first", "[2/2] second"])
    }

    @Test func errorsAreTaggedWithTheStepAndStopThePipeline() async throws {
        let pipeline = Pipeline<[String]>([
            PipelineStep("first") { $0.append("a") },
            PipelineStep("explode") { _ in throw Boom() },
            PipelineStep("never") { $0.append("c") },
        ])
        var context: [String] = []
        do {
            try await pipeline.run(&context)
            Issue.record("expected an error")
        } catch let error as PipelineError {
            #expect(error.step == "explode")
            #expect(error.description == "explode: boom")
            #expect(error.underlying is Boom)
        }
        #expect(context == ["a"])
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
        #expect(run.pipeline.steps.map(\.name) == steps)
    }
}
