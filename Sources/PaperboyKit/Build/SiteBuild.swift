import Foundation
import PaperboyControllers
import PaperboyModels
import PaperboyStore
import PaperboyViews

/// `paperboy fetch`, `render` and `build`: sources → archive → digests → pages → `site/`.
///
/// ```
/// fetch:  load config → load theme → open archive → plan back-fill → fetch sources → archive items → commit archive
/// render: load config → load theme → open archive → open site → build and render days → render front page → write
/// build:  load config → load theme → open archive → plan back-fill → fetch sources → archive items
///         → open site → build and render days → render front page → run report → write → commit archive
/// ```
/// Each step is a ``PipelineStep`` over a ``BuildContext``. The archive is locked
/// from `open archive` to the end of the run. Nothing reaches the output folder
/// until every page is rendered, the write swaps the whole folder in at once, and
/// the archive is committed last, so a failed run leaves the previous site and
/// archive as they were. A source that fails does not fail the run: it is marked
/// in the run report (`report.json` in a built site) and its last good items are used.
public struct SiteBuild: Sendable {
    /// Which half of the work, or both.
    public enum Mode: String, Sendable, CaseIterable {
        /// Read the sources and store today's items in the archive; no rendering.
        case fetch
        /// Render the site from the archive alone; no source is read.
        case render
        /// Both.
        case build
    }

    /// What the run runs on.
    public let options: BuildOptions
    /// What it does.
    public let mode: Mode

    /// Creates a run.
    public init(options: BuildOptions, mode: Mode = .build) {
        self.options = options
        self.mode = mode
    }

    /// The steps, top to bottom.
    public var pipeline: Pipeline<BuildContext> {
        let purpose: Archive.Purpose = mode == .render ? .reading : .recording
        // Every mode checks the config and the templates before it reads a source.
        var steps = Self.checkSteps
        steps.append(PipelineStep("open archive") { try Self.openArchive(&$0, for: purpose) })
        if mode != .render {
            steps += [
                PipelineStep("plan back-fill", Self.planBackfill),
                PipelineStep("fetch sources", Self.fetchSources),
                PipelineStep("archive items", Self.archiveItems),
            ]
        }
        if mode != .fetch {
            steps += [
                PipelineStep("open site", Self.openSite),
                PipelineStep("build and render days", Self.buildDays),
                PipelineStep("render front page", Self.renderFrontPage),
            ]
            if mode == .build { steps.append(PipelineStep("run report", Self.runReport)) }
            if !options.dryRun { steps.append(PipelineStep("write", Self.write)) }
        }
        if mode != .render, !options.dryRun { steps.append(PipelineStep("commit archive", Self.commitArchive)) }
        return Pipeline(steps)
    }

    /// The names of ``checkSteps``: a failure there is a bad config or template.
    public static var checkStepNames: Set<String> { Set(checkSteps.map(\.name)) }

    /// The steps `paperboy check` runs alone and every run starts with.
    static var checkSteps: [PipelineStep<BuildContext>] {
        [PipelineStep("load config", Self.loadConfig), PipelineStep("load theme", Self.loadTheme)]
    }

    /// Runs the steps.
    /// - Parameter log: Receives `[i/n] step` lines (the CLI shows them with `--verbose`).
    /// - Returns: What was done.
    /// - Throws: ``PipelineError`` naming the step, wrapping a ``ConfigError``, ``ArchiveError``,
    ///   template or write error that names the file. Failed sources are not errors:
    ///   the returned report's ``BuildReport/run`` names them.
    public func run(log: (String) -> Void = { _ in }) async throws -> BuildReport {
        if options.catchUp, mode != .render, let day = try await Self.archivedDay(options) {
            var report = BuildReport(mode: mode, day: day, data: "")
            report.nothingToDo = true
            return report
        }
        var context = BuildContext(options: options)
        try await pipeline.run(&context, log: log)
        let display = PathDisplay(currentDirectory: options.currentDirectory)
        let day = try context.require(context.day, "the digest day")
        let archive = try context.require(context.archive, "the archive")
        var report = BuildReport(mode: mode, day: day, data: display.show(archive.layout.folder), change: context.change,
                                 sources: context.sources)
        if mode != .render {
            report.run = context.runReport ?? RunReport(day: day, mode: options.fetch.mode, sources: context.sourceReports)
        }
        if mode != .fetch {
            let digest = try context.require(context.digest, "the digest")
            let config = try context.require(context.config, "the config")
            let output = context.output ?? (options.output ?? config.output).standardizedFileURL
            report.day = digest.day
            report.output = display.show(output)
            report.itemCount = digest.distinctItemCount
            report.sectionCount = digest.sections.count
            report.dayCount = context.dayCount
            report.files = (context.stagedPaths + context.files.map(\.path)).sorted()
            report.filesWritten = context.writeResult?.written.count ?? 0
            report.filesRemoved = context.writeResult?.removed.count ?? 0
            report.daysRendered = context.daysRendered
            report.dryRun = options.dryRun
            if mode == .render { report.sources = digest.sources }
        }
        return report
    }
}
