import Foundation
import PaperboyControllers
import PaperboyModels
import PaperboyViews

/// `paperboy build`: config → sources → digest → pages → `site/`.
///
/// ```
/// load config → load theme → fetch sources → build digest → render → run report → write
/// ```
/// Each step is a ``PipelineStep`` over a ``BuildContext``. Nothing reaches the
/// output folder until every page is rendered, and the write swaps the whole folder
/// in at once, so a failed build leaves the previous site as it was. A source that
/// fails does not fail the build: it is marked in the run report (`report.json`).
public struct SiteBuild: Sendable {
    /// What the build runs on.
    public let options: BuildOptions

    /// Creates a build.
    public init(options: BuildOptions) {
        self.options = options
    }

    /// The steps, top to bottom.
    public var pipeline: Pipeline<BuildContext> {
        Pipeline([
            PipelineStep("load config", Self.loadConfig),
            PipelineStep("load theme", Self.loadTheme),
            PipelineStep("fetch sources", Self.fetchSources),
            PipelineStep("build digest", Self.buildDigest),
            PipelineStep("render", Self.render),
            PipelineStep("run report", Self.runReport),
            PipelineStep("write", Self.write),
        ])
    }

    /// Runs the build.
    /// - Parameter log: Receives `[i/n] step` lines (the CLI shows them with `--verbose`).
    /// - Returns: What was built.
    /// - Throws: ``PipelineError`` naming the step, wrapping a ``ConfigError``,
    ///   template or write error that names the file. Failed sources are not errors:
    ///   the returned report's ``BuildReport/run`` names them.
    public func run(log: (String) -> Void = { _ in }) async throws -> BuildReport {
        var context = BuildContext(options: options)
        try await pipeline.run(&context, log: log)
        let digest = try context.require(context.digest, "the digest")
        let output = try context.require(context.output, "the output folder")
        let run = try context.require(context.runReport, "the run report")
        return BuildReport(
            day: digest.day, output: PathDisplay(currentDirectory: options.currentDirectory).show(output),
            itemCount: digest.itemCount, sectionCount: digest.sections.count, sources: digest.sources,
            files: context.files.map(\.path), run: run)
    }
}
