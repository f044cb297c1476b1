import Foundation
import PaperboyControllers
import PaperboyModels
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
        context.siteOptions = try siteOptions(config)
    }

    /// The site-wide settings: title, base URL and `about.md` beside the config, when there is one.
    static func siteOptions(_ config: PaperboyConfig) throws -> SiteOptions {
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
        return SiteOptions(title: config.title, baseURL: config.baseURL?.absoluteString, aboutMarkdown: markdown, sectionIntros: intros)
    }

    @Sendable static func fetchSources(_ context: inout BuildContext) async throws {
        let config = try context.require(context.config, "the config")
        let day = try context.require(context.day, "the digest day")
        let stage = FetchStage(config: config, options: context.options.fetch,
                               display: PathDisplay(currentDirectory: context.options.currentDirectory))
        (context.sources, context.sourceReports) = await stage.run(day: day)
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
            context.writeResult = try staging.commit()
            context.staging = nil
        } else {
            context.writeResult = try SiteWriter().write(context.files, to: output)
        }
        context.manifest?.save(for: output)
        SummaryCache(output: output).save(context.summaryRecords, days: context.archive?.days ?? [])
        context.output = output
    }
}
