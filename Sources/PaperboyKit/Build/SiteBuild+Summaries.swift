import Foundation
import PaperboyModels
import PaperboyStore
import PaperboyViews

extension SiteBuild {
    /// `summarize`: the TL;DRs of the digest day's top papers, asked for when the config names a
    /// chat endpoint and filed in the archive (in memory; `commit archive` writes them). A dry run
    /// plans and sends nothing. Failures are missed entries in the returned spending, never errors.
    /// - Returns: The archive with the TL;DRs staged, and what was spent (nil without `summaries: tldr:`).
    /// - Throws: ``StoreError`` for a day file that cannot be read; a template error from the prompt.
    func summarize(_ config: PaperboyConfig, ratings: [Rating], day: DigestDay, renderer: SiteRenderer,
                   archive: Archive) async throws -> (Archive, TLDRSpending?) {
        guard let setting = config.summaries.tldr else { return (archive, nil) }
        let run = TLDRRun(setting: setting, system: try renderer.tldrPrompt(), environment: options.fetch.environment)
        let archived = try archive.day(day)
        let plan = try run.plan(try config.digestBuilder(ratings: ratings, fileSystem: options.fileSystem).build(archived), today: archived.tldrs, archive: archive)
        guard !options.dryRun else { return (archive, plan.spending(model: setting.model, setting: setting)) }
        let outcome = await run.run(plan) {
            let client = FetchStage(config: config, options: options.fetch, display: display, day: day, doors: options.doors).chatClient()
            return (client, client.clock.now.addingTimeInterval(config.fetch.budgetSeconds))
        }
        var archive = archive
        try archive.stage(outcome.tldrs, on: day)
        return (archive, outcome.spending)
    }
}

extension SiteBuild {
    /// `paperboy summarize`: the `summarize` step alone for the run's digest day, so a day's
    /// TL;DRs can be filled before its build: loads the config, the theme and the archive, asks,
    /// and commits what came back (a dry run plans, sends nothing and writes nothing).
    /// - Returns: What was found, sent and spent, or what a dry run would send.
    /// - Throws: ``PipelineError`` naming the step: a bad config or template, an archive that
    ///   cannot be opened or written, a config without `summaries: tldr:`, a day the archive lacks.
    public func summarizeDay(log: @escaping (String) -> Void = { _ in }) async throws -> TLDRSpending {
        let step = BuildSteps(summarizeSteps, log: log)
        let config = try await step.run(.loadConfig) { try loadConfig() }
        guard config.summaries.tldr != nil else {
            throw PipelineError(step: BuildStep.summarize.name, underlying: ConfigError(
                file: config.file.path, reason: "summaries: tldr: names no chat endpoint, so there is nothing to ask for"))
        }
        let day = DigestDayCheck(options: options, config: config).day
        let renderer = try await step.run(.loadTheme) { try loadTheme(config).renderer }
        var archive = try await step.run(.openArchive) { try openArchive(config) }
        guard archive.days.contains(day) else {
            throw PipelineError(step: BuildStep.summarize.name, underlying: StoreError(
                path: display.show(archive.layout.folder), reason: "holds no day \(day.isoText); fetch it first"))
        }
        let ratings = config.ratingFiles(fileSystem: options.fileSystem).ratings
        let spending: TLDRSpending?
        (archive, spending) = try await step.run(.summarize) {
            try await summarize(config, ratings: ratings, day: day, renderer: renderer, archive: archive)
        }
        if !options.dryRun { try await step.run(.commitArchive) { try commitArchive(archive, site: nil) } }
        return spending ?? TLDRSpending(model: "")
    }
}
