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

    /// Every step a run may take, top to bottom, each with its condition (``BuildStep``).
    static let steps: [BuildStep] = [
        .loadConfig, .loadTheme, .openArchive, .planBackfill, .fetchSources, .archiveItems, .summarize,
        .openSite, .renderDays, .renderFrontPage, .runReport, .write, .commitArchive,
    ]

    /// The steps `paperboy summarize` runs (``summarizeDay(log:)``): `summarize` alone, with what
    /// it needs; a dry run commits nothing.
    var summarizeSteps: [BuildStep] { [.loadConfig, .loadTheme, .openArchive, .summarize] + (options.dryRun ? [] : [.commitArchive]) }

    /// The steps `paperboy check` runs alone and every run starts with: a failure there is a bad config or template.
    static let checkSteps: [BuildStep] = [.loadConfig, .loadTheme]

    /// The names of ``checkSteps``.
    public static var checkStepNames: [String] { checkSteps.map(\.name) }

    /// The names of the steps ``run(log:)`` takes, top to bottom.
    public var stepNames: [String] { BuildSteps(Self.steps, of: self, log: { _ in }).taken.map(\.name) }

    /// Whether the run reads the sources into the archive (`fetch`, `build`).
    var fetches: Bool { mode != .render }
    /// Whether the run renders the site (`render`, `build`).
    var renders: Bool { mode != .fetch }

    /// Runs the steps.
    /// - Parameter log: Receives `[i/n] step` lines (the CLI shows them with `--verbose`).
    /// - Returns: What was done, with the theme's warnings (``BuildReport/templateWarnings``).
    /// - Throws: ``PipelineError`` naming the step, wrapping a ``ConfigError``, ``StoreError``,
    ///   template or write error that names the file; ``DigestDayError`` for a digest day more
    ///   than one day after today, before anything is read. Failed sources are not errors:
    ///   the returned report's ``BuildReport/run`` names them.
    public func run(log: @escaping (String) -> Void = { _ in }) async throws -> BuildReport {
        let step = BuildSteps(Self.steps, of: self, log: log)
        let config = try await step.run(.loadConfig) { try loadConfig() }
        if options.catchUp, fetches, let day = archivedDay(config) {
            return .nothingToDo(mode: mode, day: day)
        }
        let check = DigestDayCheck(options: options, config: config)
        try check.refuseFuture()
        let day = check.day
        let theme = try await step.run(.loadTheme) { try loadTheme(config) }
        let renderer = theme.renderer
        var archive = try await step.run(.openArchive) { try openArchive(config) }
        let ratings = config.ratingFiles(fileSystem: options.fileSystem)
        let warnings = check.warnings(archivedDays: archive.days, mode: mode) + ratings.warnings
        var filed = FiledItems(archive: archive)
        var tldrs: TLDRSpending?
        func finished(site: RenderedSite?) -> BuildReport {
            var built = report(day: day, archive: archive, filed: filed, site: site, warnings: warnings, tldrs: tldrs)
            if renders { built.templateWarnings = theme.warnings.map(\.description) }
            return built
        }
        if step.takes(.fetchSources) {
            let backfill = try await step.run(.planBackfill) { try planBackfill(config, day: day, archive: archive) }
            let outcomes = await step.run(.fetchSources) { await fetchSources(config, day: day, backfill: backfill) }
            filed = try await step.run(.archiveItems) { try archiveItems(outcomes, config, day: day, backfill: backfill, into: archive) }
            if let listed = filed.notRebuilt {
                return .listingNotRebuilt(mode: mode, day: day, listed: listed,
                                          run: RunReport(day: day, mode: options.fetch.mode, sources: filed.reports))
            }
            archive = filed.archive
        }
        if step.takes(.summarize) {
            (archive, tldrs) = try await step.run(.summarize) {
                try await summarize(config, ratings: ratings.ratings, day: day, renderer: renderer, archive: archive)
            }
        }
        guard step.takes(.openSite) else {
            if step.takes(.commitArchive) { try await step.run(.commitArchive) { try commitArchive(archive, site: nil) } }
            return finished(site: nil)
        }
        let staging = try await step.run(.openSite) { try openSite(config, archive: archive) }
        let days = try await step.run(.renderDays) {
            try await renderDays(config, ratings: ratings.ratings, day: day, renderer: renderer, archive: archive, into: staging)
        }
        var pages = try await step.run(.renderFrontPage) {
            var pages = try renderSitePages(renderer, days: days, staging: staging)
            pages.feedNotes = renderer.feedCapNotes(summaries: days.summaries)
            pages.email = try renderEmail(config, ratings: ratings.ratings, day: day, renderer: renderer, days: days, archive: archive)
            return pages
        }
        if step.takes(.runReport) { pages = try await step.run(.runReport) { try addRunReport(filed, day: day, warnings: warnings, tldrs: tldrs, to: pages) } }
        var site = RenderedSite(output: output(config), staging: staging, days: days, pages: pages,
                                emailFolder: config.email.folder(siteOutput: output(config)))
        if step.takes(.write) { site.written = try await step.run(.write) { try write(site, keepingPrevious: mode == .build) } }
        if step.takes(.commitArchive) { try await step.run(.commitArchive) { try commitArchive(archive, site: site) } }
        return finished(site: site)
    }

    /// Where the site goes: `--output`, else the config's `output:`.
    func output(_ config: PaperboyConfig) -> URL {
        (options.output ?? config.output).standardizedFileURL
    }
}
