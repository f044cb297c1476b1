import Foundation
import PaperboyControllers
import PaperboyModels
import PaperboyStore
import PaperboyViews

extension SiteBuild {
    /// Runs the sections' stages over every archived day up to the digest day and
    /// renders each day's pages as soon as its digest is built, on every core, in
    /// order. A digest is dropped once its pages exist, so memory follows the size of
    /// the site rather than of the archive. Keeps the front page's digest: the digest
    /// day, or the latest archived day before it (a render on a day nothing was
    /// fetched), or an empty digest for a new archive.
    @Sendable static func buildDays(_ context: inout BuildContext) async throws {
        let config = try context.require(context.config, "the config")
        let theme = try context.require(context.theme, "the theme")
        let day = try context.require(context.day, "the digest day")
        let archive = try context.require(context.archive, "the archive")
        let builder = try config.digestBuilder()
        let options = try context.require(context.siteOptions, "the site options")
        let renderer = SiteRenderer(theme: theme, options: options)
        let days = archive.days.filter { $0 <= day }
        let front = days.last
        let indexed = Array(days.enumerated())
        let output = (context.options.output ?? config.output).standardizedFileURL
        let old = DayManifest.load(from: output)
        let themeKey = DayManifest.themeKey(theme, options: options)
        let staging = try context.require(context.staging, "the staging folder")
        let built = try await OrderedConcurrentMap.map(indexed) { i, archived -> ([String], Bool, DaySummary, Digest?, String) in
            let digest = try builder.build(try archive.day(archived))
            let previous = i > 0 ? days[i - 1] : nil
            let next = i + 1 < days.count ? days[i + 1] : nil
            let key = DayManifest.key(digest, previous: previous, next: next, themeKey: themeKey)
            let folder = SitePaths.dayFolder(archived)
            let paths = [folder + "index.html", folder + "index.md"]
            let files: [SiteFile]
            if old.keys[archived.isoText] == key,
               paths.allSatisfy({ FileManager.default.fileExists(atPath: output.appendingPathComponent($0).path) }) {
                files = paths.map(SiteFile.kept)
            } else {
                files = try renderer.dayPages(digest, previous: previous, next: next)
            }
            try staging.add(files)
            return (paths, files.first?.isKept ?? false, DaySummary(digest: digest), archived == front ? digest : nil, key)
        }
        context.stagedPaths = built.flatMap(\.0)
        context.files = [try DayManifest(keys: Dictionary(uniqueKeysWithValues: zip(days.map(\.isoText), built.map(\.4)))).siteFile()]
        context.daysRendered = built.filter { !$0.1 }.count
        context.summaries = built.map(\.2)
        context.dayCount = days.count
        if let digest = built.last?.3 {
            context.digest = digest
        } else {
            context.digest = try builder.build(ArchiveDay(day: day, status: .noListing))
        }
    }

    /// The front page (the latest day again, at the site's root) and the site-wide pages:
    /// archive, sections, categories, feeds, sitemap, search, 404 and the theme's assets.
    @Sendable static func renderFrontPage(_ context: inout BuildContext) throws {
        let theme = try context.require(context.theme, "the theme")
        let digest = try context.require(context.digest, "the digest")
        let renderer = SiteRenderer(theme: theme, options: try context.require(context.siteOptions, "the site options"))
        let previous = context.summaries.last { $0.day < digest.day }?.day
        let summaries = context.summaries
        let front = try renderer.frontPages(digest, previous: previous) + renderer.sitePages(summaries: summaries)
        context.files = (front + context.files).sorted { $0.path < $1.path }
    }
}
