import Foundation
import PaperboyFileSystem
import PaperboyModels
import PaperboyStore
import PaperboyViews

extension SiteBuild {
    /// `load config`: the config file, checked whole (``ConfigError`` names file, line and column)
    /// for what this mode does with it (``use``), with `--data` in place of its `data:` (the
    /// archive and the library's document counts agree).
    func loadConfig() throws -> PaperboyConfig {
        var config = try PaperboyConfig.load(from: options.configFile, currentDirectory: options.currentDirectory, for: use,
                                              fileSystem: options.fileSystem)
        if let data = options.data { config.data = data.standardizedFileURL }
        return config
    }

    /// What the run does with the config: `fetch` and `build` read the sources, `render` and
    /// `build` the e-mail edition, with the base URL the options give.
    var use: ConfigUse {
        ConfigUse(readsSources: mode != .render, rendersEmail: mode != .fetch, baseURL: options.baseURL)
    }

    /// `load theme`: the config's templates over the default theme, read once, every name they
    /// use checked (``TemplateNameCheck``: a name that would render as nothing is an error before
    /// anything is read or written), and the site-wide settings.
    /// - Returns: The renderer, and the templates folder's warnings (files nothing uses), which
    ///   the run reports (``BuildReport/templateWarnings``) and `check` lists.
    func loadTheme(_ config: PaperboyConfig) throws -> (renderer: SiteRenderer, warnings: [TemplateNameIssue]) {
        let overlay: ThemeOverlay
        let theme: Theme
        do {
            overlay = try ThemeOverlay(directory: config.templates, fileSystem: options.fileSystem)
            theme = try Theme.layered(over: overlay)
        } catch {
            throw ProjectCheck.explained(error, config: config, currentDirectory: options.currentDirectory, fileSystem: options.fileSystem)
        }
        let warnings = try ProjectCheck.checkTemplateNames(overlay, currentDirectory: options.currentDirectory)
        return (SiteRenderer(theme: theme, options: try Self.siteOptions(config, baseURL: options.baseURL, fileSystem: options.fileSystem)), warnings)
    }

    /// The site-wide settings: title, base URL, `about.md` beside the config, when there is one,
    /// and the rating links when the config names the digest's repository.
    /// - Parameter baseURL: Overrides the config's `base_url:` (``BuildOptions/baseURL``: `--base-url`
    ///   or `PAPERBOY_BASE_URL`). It is part of ``SiteOptions``, which the day and site keys hash,
    ///   so another base URL renders again every page that shows it.
    static func siteOptions(_ config: PaperboyConfig, baseURL: URL?, fileSystem: FileSystem) throws -> SiteOptions {
        let about = config.file.deletingLastPathComponent().appendingPathComponent("about.md")
        var markdown: String?
        do {
            markdown = try fileSystem.read(about).map { data in
                guard let text = String(data: data, encoding: .utf8) else { throw CocoaError(.fileReadInapplicableStringEncoding) }
                return text
            }
        } catch {
            throw ConfigError(file: about.path, reason: "cannot read the about page", underlying: error)
        }
        let intros = Dictionary(config.sections.compactMap { section in section.intro.map { (section.id, $0) } }, uniquingKeysWith: { a, _ in a })
        var options = SiteOptions(title: config.title, baseURL: (baseURL ?? config.baseURL)?.absoluteString, aboutMarkdown: markdown, sectionIntros: intros,
                                  feeds: config.feeds, language: config.language)
        options.compactSections = Set(config.sections.filter { $0.layout == .compact }.map(\.id))
        options.itemPages = config.itemPages.enabled
        options.ratingLinks = config.ratingLinks()
        return options
    }

    /// `open archive`: locks the archive (refusing a concurrent run) and repairs what an
    /// interrupted run left. `render` needs an archive to exist; `fetch` and `build` create one.
    func openArchive(_ config: PaperboyConfig) throws -> Archive {
        let folder = (options.data ?? config.data).standardizedFileURL
        do {
            let reading: Archive.Purpose = config.itemPages.enabled ? .readingItemsSeenAgain : .reading
            return try Archive.open(at: folder, for: mode == .render ? reading : .recording, fileSystem: options.fileSystem)
        } catch var error as StoreError {
            error.path = display.show(URL(fileURLWithPath: error.path))
            throw error
        }
    }

    /// `open site`: the staging folder beside the output, once what killed runs left there is
    /// cleaned up. A build swaps the site in before its archive commits, so the archive's
    /// index tells recovery whether a run killed in between committed; when it did not, the
    /// previous site is back and the manifest, which described the new one, is dropped.
    func openSite(_ config: PaperboyConfig, archive: Archive) throws -> SiteStaging {
        let staging = try SiteStaging(output: output(config), fileSystem: options.fileSystem, archiveIndex: archive.layout.index)
        if staging.restoredPrevious { DayManifest.remove(for: staging.output, fileSystem: options.fileSystem) }
        return staging
    }

    /// Refuses a digest day more than one day after today in `timeZone` (the config's), as
    /// ``run(log:)`` does before anything else: for `serve`, which keeps serving through a
    /// failed render but must not start on such a day.
    /// - Throws: ``DigestDayError``.
    public static func refuseFutureDay(_ options: BuildOptions, timeZone: TimeZone) throws {
        try DigestDayCheck(options: options, timeZone: timeZone).refuseFuture()
    }

    /// Paths as the user would type them.
    var display: PathDisplay { PathDisplay(currentDirectory: options.currentDirectory) }
}
