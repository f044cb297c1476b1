import Foundation
import PaperboyControllers
import PaperboyModels
import PaperboyServices
import PaperboyViews

extension SiteBuild {
    @Sendable static func loadConfig(_ context: inout BuildContext) throws {
        let options = context.options
        let config = try PaperboyConfig.load(from: options.configFile, currentDirectory: options.currentDirectory)
        context.config = config
        context.day = options.day ?? DigestDay(containing: options.now, in: config.timeZone)
    }

    @Sendable static func loadTheme(_ context: inout BuildContext) throws {
        let config = try context.require(context.config, "the config")
        context.theme = try Theme.layered(over: config.templates)
        context.siteOptions = try siteOptions(config, baseURL: context.options.baseURL)
    }

    /// The site-wide settings: title, base URL and `about.md` beside the config, when there is one.
    /// - Parameter baseURL: Overrides the config's `base_url:` (``BuildOptions/baseURL``: `--base-url`
    ///   or `PAPERBOY_BASE_URL`). It is part of ``SiteOptions``, which the day and site keys hash,
    ///   so another base URL renders again every page that shows it.
    static func siteOptions(_ config: PaperboyConfig, baseURL: URL? = nil) throws -> SiteOptions {
        let about = config.file.deletingLastPathComponent().appendingPathComponent("about.md")
        var markdown: String?
        if FileManager.default.fileExists(atPath: about.path) {
            do {
                markdown = try String(contentsOf: about, encoding: .utf8)
            } catch {
                throw SiteWriteError(path: about.path, reason: "cannot read the about page", underlying: error)
            }
        }
        let intros = Dictionary(config.sections.compactMap { section in section.intro.map { (section.id, $0) } }, uniquingKeysWith: { a, _ in a })
        return SiteOptions(title: config.title, baseURL: (baseURL ?? config.baseURL)?.absoluteString, aboutMarkdown: markdown, sectionIntros: intros)
    }

    @Sendable static func fetchSources(_ context: inout BuildContext) async throws {
        let config = try context.require(context.config, "the config")
        let day = try context.require(context.day, "the digest day")
        let stage = FetchStage(config: config, options: context.options.fetch,
                               display: PathDisplay(currentDirectory: context.options.currentDirectory), day: day)
        context.outcomes = await stage.run(backfills: context.backfills)
    }

    /// Finds the arXiv announcements that missed runs never read, and the run days missed (``BackfillPlan``).
    @Sendable static func planBackfill(_ context: inout BuildContext) throws {
        let config = try context.require(context.config, "the config")
        let day = try context.require(context.day, "the digest day")
        let archive = try context.require(context.archive, "the archive")
        let sources = SourcePlan(fetch: config.fetch, gitHubToken: nil, display: PathDisplay(currentDirectory: context.options.currentDirectory))
        let listings = config.sources.compactMap { sources.source(for: $0) as? ArxivListingSource }
        let plan = BackfillPlan(day: day, calendar: config.fetch.arxivCalendar, window: config.fetch.backfillDays)
        context.backfills = try plan.sources(listings, archive: archive)
        context.missedRunDays = plan.missedRunDays(archive: archive)
    }

    /// Checks that the output may be replaced and opens the staging folder the pages go into.
    @Sendable static func openSite(_ context: inout BuildContext) throws {
        let config = try context.require(context.config, "the config")
        context.staging = try SiteStaging(output: (context.options.output ?? config.output).standardizedFileURL)
    }

    @Sendable static func write(_ context: inout BuildContext) throws {
        let config = try context.require(context.config, "the config")
        let output = (context.options.output ?? config.output).standardizedFileURL
        DayManifest.remove(for: output)
        if let staging = context.staging {
            try staging.add(context.files)
            // A build commits the archive next: the previous site stays aside until it has.
            context.writeResult = try staging.commit(keepingPrevious: context.change != nil)
        } else {
            context.writeResult = try SiteWriter().write(context.files, to: output)
        }
        context.manifest?.save(for: output)
        SummaryCache(output: output).save(context.summaryRecords, days: context.archive?.days ?? [])
        context.output = output
    }
}
