import Foundation
import PaperboyControllers
import PaperboyModels
import PaperboyStore
import PaperboyViews

extension SiteBuild {
    /// Runs the sections' stages over every archived day (an earlier `--date` never drops
    /// the pages of later days) and
    /// renders each day's pages as soon as its digest is built, on every core, in
    /// order. A digest is dropped once its pages exist, so memory follows the size of
    /// the site rather than of the archive. What the last site was rendered from
    /// (``DayManifest``) decides per day: keep the pages unread, read but keep them, or
    /// render them. Keeps the front page's digest: the latest archived day, or an empty
    /// digest of the digest day for a new archive.
    @Sendable static func buildDays(_ context: inout BuildContext) async throws {
        let config = try context.require(context.config, "the config")
        let theme = try context.require(context.theme, "the theme")
        let day = try context.require(context.day, "the digest day")
        let archive = try context.require(context.archive, "the archive")
        let builder = try config.digestBuilder()
        let options = try context.require(context.siteOptions, "the site options")
        let staging = try context.require(context.staging, "the staging folder")
        let renderer = SiteRenderer(theme: theme, options: options)
        let output = (context.options.output ?? config.output).standardizedFileURL
        let days = archive.days
        let old = DayManifest.load(from: output)
        let themeKey = DayManifest.themeKey(theme, options: options)
        let configKey = DayManifest.configKey(config.file)
        let inputKeys = days.indices.map { i in
            DayManifest.inputKey(stamp: archive.changeStamp(of: days[i]), previous: i > 0 ? days[i - 1] : nil,
                                 next: i + 1 < days.count ? days[i + 1] : nil, configKey: configKey, themeKey: themeKey)
        }
        let siteKey = DayManifest.siteKey(days: days, inputKeys: inputKeys, digestDay: day)
        let exists: @Sendable (String) -> Bool = { path in FileManager.default.fileExists(atPath: output.appendingPathComponent(path).path) }
        // The site-wide pages need every day's summary, so days are read unless those pages are kept.
        let keepSite = siteKey != nil && old.site == siteKey && !old.sitePaths.isEmpty && old.sitePaths.allSatisfy(exists)
        let cache = SummaryCache(output: output)
        var window = FeedSummaryWindow(limit: options.feedLimit)
        let built = try await OrderedConcurrentMap.map(Array(days.enumerated()), { i, archived -> BuiltDay in
            let previous = i > 0 ? days[i - 1] : nil
            let next = i + 1 < days.count ? days[i + 1] : nil
            let folder = SitePaths.dayFolder(archived)
            let paths = [folder + "index.html", folder + "index.md"]
            if let input = inputKeys[i], old.inputs[archived.isoText] == input, let key = old.keys[archived.isoText], paths.allSatisfy(exists) {
                // The pages are from these very inputs: keep them, and read the day only if its summary is needed and not cached.
                if keepSite {
                    try staging.add(paths.map(SiteFile.kept))
                    return BuiltDay(paths: paths, rendered: false, summary: nil, key: key, read: false)
                }
                if let summary = cache.summary(of: archived, input: input) {
                    try staging.add(paths.map(SiteFile.kept))
                    return BuiltDay(paths: paths, rendered: false, summary: summary, key: key, read: false)
                }
            }
            let digest = try builder.build(try archive.day(archived))
            let key = DayManifest.key(digest, previous: previous, next: next, themeKey: themeKey)
            let keep = old.keys[archived.isoText] == key && paths.allSatisfy(exists)
            try staging.add(keep ? paths.map(SiteFile.kept) : try renderer.dayPages(digest, previous: previous, next: next))
            return BuiltDay(paths: paths, rendered: !keep, summary: DaySummary(digest: digest), key: key, read: true,
                            front: i == days.count - 1 ? digest : nil)
        }, consume: { _, day in
            if let summary = day.summary { window.append(summary) }
            day.summary = nil
        })
        var summaries = window.days
        var read = Set(built.indices.filter { built[$0].read })
        // A cached summary lacks the texts no feed could show when it was cached; if a feed shows one now, read the day.
        let missing = keepSite ? [] : window.daysMissingSummaries
        if !missing.isEmpty {
            let again = try await OrderedConcurrentMap.map(missing) { i in DaySummary(digest: try builder.build(try archive.day(days[i]))) }
            for (i, summary) in zip(missing, again) { summaries[i] = summary }
            var refilled = FeedSummaryWindow(limit: options.feedLimit)
            summaries.forEach { refilled.append($0) }
            summaries = refilled.days
            read.formUnion(missing)
        }
        context.summaryRecords = keepSite ? [] : read.sorted().compactMap { i in
            inputKeys[i].map { SummaryCache.Record(input: $0, summary: summaries[i]) }
        }
        context.stagedPaths = built.flatMap(\.paths)
        context.daysRendered = built.filter(\.rendered).count
        context.summaries = summaries
        context.dayCount = days.count
        var manifest = DayManifest()
        for (i, archived) in days.enumerated() {
            manifest.keys[archived.isoText] = built[i].key
            manifest.inputs[archived.isoText] = inputKeys[i]
        }
        manifest.site = siteKey
        manifest.sitePaths = keepSite ? old.sitePaths : []
        context.manifest = manifest
        // The front page shows the last day; read it here only if the pass above did not.
        context.digest = try built.last?.front ?? builder.build(days.last.map { try archive.day($0) } ?? ArchiveDay(day: day, status: .noListing))
    }

    /// The front page (the latest day again, at the site's root) and the site-wide pages:
    /// archive, sections, categories, feeds, sitemap, search, 404 and the theme's assets;
    /// kept as they are when ``buildDays(_:)`` found that nothing they show changed.
    @Sendable static func renderFrontPage(_ context: inout BuildContext) throws {
        let theme = try context.require(context.theme, "the theme")
        let digest = try context.require(context.digest, "the digest")
        var manifest = try context.require(context.manifest, "the site manifest")
        let front: [SiteFile]
        if !manifest.sitePaths.isEmpty {
            front = manifest.sitePaths.map(SiteFile.kept)
        } else {
            let renderer = SiteRenderer(theme: theme, options: try context.require(context.siteOptions, "the site options"))
            let previous = context.summaries.last { $0.day < digest.day }?.day
            front = try renderer.frontPages(digest, previous: previous) + renderer.sitePages(summaries: context.summaries)
            manifest.sitePaths = manifest.site == nil ? [] : front.map(\.path).sorted()
        }
        context.manifest = manifest
        context.files = (front + context.files).sorted { $0.path < $1.path }
    }

    /// What ``buildDays(_:)`` did with one day.
    struct BuiltDay: Sendable {
        var paths: [String]
        var rendered: Bool
        var summary: DaySummary?
        var key: String
        /// The day file was read (not kept unread or summarised from the cache).
        var read: Bool
        /// The digest of the last day, when it was read: the front page's.
        var front: Digest? = nil
    }
}
