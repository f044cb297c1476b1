import Foundation
import PaperboyControllers
import PaperboyModels
import PaperboyStore
import PaperboyViews

/// `paperboy fetch`, `render` and `build`: sources → archive → digests → pages → `site/`.
///
/// ``run(log:)`` is the whole build, a literal list of named steps; each takes the
/// values earlier steps returned and returns its own. The archive is locked from
/// `open archive` to the end of the run. Nothing reaches the output folder until
/// every page is rendered, the write swaps the whole folder in at once, and the
/// archive is committed last, so a failed run leaves the previous site and archive
/// as they were. A source that fails does not fail the run: it is marked in the run
/// report (`report.json` in a built site) and its last good items are used.
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

    /// The steps `paperboy check` runs alone and every run starts with: a failure there is a bad config or template.
    public static let checkStepNames = ["load config", "load theme"]

    /// The names of the steps ``run(log:)`` takes, top to bottom.
    public var stepNames: [String] {
        var names = Self.checkStepNames + ["open archive"]
        if mode != .render { names += ["plan back-fill", "fetch sources", "archive items"] }
        if mode != .fetch {
            names += ["open site", "build and render days", "render front page"]
            if mode == .build { names.append("run report") }
            if !options.dryRun { names.append("write") }
        }
        if mode != .render, !options.dryRun { names.append("commit archive") }
        return names
    }

    /// Runs the steps.
    /// - Parameter log: Receives `[i/n] step` lines (the CLI shows them with `--verbose`).
    /// - Returns: What was done.
    /// - Throws: ``PipelineError`` naming the step, wrapping a ``ConfigError``, ``ArchiveError``,
    ///   template or write error that names the file; ``DigestDayError`` for a digest day more
    ///   than one day after today, before anything is read. Failed sources are not errors:
    ///   the returned report's ``BuildReport/run`` names them.
    public func run(log: @escaping (String) -> Void = { _ in }) async throws -> BuildReport {
        if options.catchUp, mode != .render, let day = try await archivedDay() {
            return .nothingToDo(mode: mode, day: day)
        }
        var step = BuildSteps(names: stepNames, log: log)
        let config = try await step.run("load config") { try loadConfig() }
        let check = DigestDayCheck(options: options, config: config)
        try check.refuseFuture()
        let day = check.day
        let renderer = try await step.run("load theme") { try loadTheme(config) }
        var archive = try await step.run("open archive") { try openArchive(config) }
        let warnings = check.warnings(archivedDays: archive.days, mode: mode) + config.fetch.arxivHolidayWarnings()
        var filed = FiledItems(archive: archive)
        if mode != .render {
            let backfill = try await step.run("plan back-fill") { try planBackfill(config, day: day, archive: archive) }
            let outcomes = await step.run("fetch sources") { await fetchSources(config, day: day, backfill: backfill) }
            filed = try await step.run("archive items") { try archiveItems(outcomes, config, day: day, backfill: backfill, into: archive) }
            if let listed = filed.notRebuilt {
                return .listingNotRebuilt(mode: mode, day: day, listed: listed,
                                          run: RunReport(day: day, mode: options.fetch.mode, sources: filed.reports))
            }
            archive = filed.archive
        }
        guard mode != .fetch else {
            if !options.dryRun { try await step.run("commit archive") { try commitArchive(archive, site: nil) } }
            return report(day: day, archive: archive, filed: filed, site: nil, warnings: warnings)
        }
        let staging = try await step.run("open site") { try openSite(config, archive: archive) }
        let days = try await step.run("build and render days") {
            try await renderDays(config, day: day, renderer: renderer, archive: archive, into: staging)
        }
        var pages = try await step.run("render front page") {
            var pages = try renderSitePages(renderer, days: days, staging: staging)
            pages.feedNotes = renderer.feedCapNotes(summaries: days.summaries)
            pages.email = try renderEmail(config, day: day, renderer: renderer, days: days, archive: archive)
            return pages
        }
        if mode == .build { pages = try await step.run("run report") { try addRunReport(filed, day: day, warnings: warnings, to: pages) } }
        var site = RenderedSite(output: output(config), staging: staging, days: days, pages: pages,
                                emailFolder: config.email.folder(siteOutput: output(config)))
        if !options.dryRun {
            site.written = try await step.run("write") { try write(site, keepingPrevious: mode == .build) }
            if mode == .build { try await step.run("commit archive") { try commitArchive(archive, site: site) } }
        }
        return report(day: day, archive: archive, filed: filed, site: site, warnings: warnings)
    }

    /// Where the site goes: `--output`, else the config's `output:`.
    func output(_ config: PaperboyConfig) -> URL {
        (options.output ?? config.output).standardizedFileURL
    }
}
