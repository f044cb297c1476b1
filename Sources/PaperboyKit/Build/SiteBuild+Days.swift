import Foundation
import PaperboyControllers
import PaperboyModels
import PaperboyStore
import PaperboyViews

extension SiteBuild {
    /// `build and render days`: runs the sections' stages over every archived day (an
    /// earlier `--date` never drops the pages of later days) and renders each day's pages
    /// as soon as its digest is built, on every core, in order, straight into the staging
    /// folder; a digest is dropped once its pages exist. ``DayPlan`` decides per day: keep
    /// the pages unread, read but keep them, or render them.
    func renderDays(_ config: PaperboyConfig, ratings: [Rating], day: DigestDay, renderer: SiteRenderer, archive: Archive,
                    into staging: SiteStaging) async throws -> RenderedDays {
        let builder = try config.digestBuilder(ratings: ratings, fileSystem: options.fileSystem)
        let days = archive.days
        let plan = DayPlan(archive: archive, site: staging, config: config, renderer: renderer, digestDay: day)
        let cache = SummaryCache(output: staging.output, fileSystem: staging.fileSystem)
        // Site-wide pages made again mean a new site (almost always): its unchanged pages are linked as they come.
        if !plan.keepSite { staging.linkUnchangedFilesAtOnce() }
        var window = FeedSummaryWindow(days: renderer.options.feeds.days)
        let built = try await OrderedConcurrentMap.map(Array(days.enumerated()), { i, archived -> DayPlan.Outcome in
            if let kept = plan.keptPages(i, cache: cache) {
                try staging.add(kept.paths.map(SiteFile.kept))
                return kept
            }
            let digest = try builder.build(try archive.day(archived))
            let keys = plan.keys(digest, at: i)
            let keepPages = plan.pagesMatch(keys, at: i), itemWork = plan.itemPagesWork(keys, at: i)
            var paths = SitePaths.dayPages(archived)
            if keepPages {
                try staging.add(paths.map(SiteFile.kept))
            } else {
                let files = try renderer.dayPages(digest, previous: plan.day(i - 1), next: plan.day(i + 1), itemLinks: plan.itemLinks)
                try staging.add(files)
                paths = files.map(\.path)
            }
            let itemPaths = try addItemPages(digest, work: itemWork, made: plan.oldItemPaths(i), links: plan.itemLinks,
                                         renderer: renderer, config: config, into: staging)
            return DayPlan.Outcome(paths: paths + itemPaths, itemPaths: itemPaths, rendered: !keepPages || itemWork != .keep,
                                   summary: DaySummary(digest: digest, locale: renderer.locale), keys: keys, read: true, front: i == days.count - 1 ? digest : nil)
        }, consume: { _, day in
            if let summary = day.summary { window.append(summary) }
            day.summary = nil
        })
        var summaries = window.days
        var read = Set(built.indices.filter { built[$0].read })
        // A cached summary lacks the texts no feed could show when it was cached; if a feed shows one now, read the day.
        let missing = plan.keepSite ? [] : window.daysMissingSummaries
        if !missing.isEmpty {
            let again = try await OrderedConcurrentMap.map(missing) { i in DaySummary(digest: try builder.build(try archive.day(days[i])), locale: renderer.locale) }
            for (i, summary) in zip(missing, again) { summaries[i] = summary }
            var refilled = FeedSummaryWindow(days: renderer.options.feeds.days)
            summaries.forEach { refilled.append($0) }
            summaries = refilled.days
            read.formUnion(missing)
        }
        let records = plan.keepSite ? [] : read.sorted().compactMap { i in
            plan.inputKeys[i].map { SummaryCache.Record(input: $0, summary: summaries[i]) }
        }
        // The front page shows the last day; read it here only if the pass above did not.
        let front = try built.last?.front ?? builder.build(days.last.map { try archive.day($0) } ?? ArchiveDay(day: day, status: .noListing))
        return RenderedDays(paths: built.flatMap(\.paths), rendered: built.filter(\.rendered).count, summaries: summaries,
                            summaryRecords: records, manifest: plan.manifest(keys: built.map(\.keys), itemPaths: built.map(\.itemPaths)),
                            front: front, days: days, itemLinks: plan.itemLinks, keptShards: plan.keptShards)
    }

    /// Adds the item pages of `digest` to `staging` as `work` says, given the paths the last
    /// build `made` for the day; returns the day's item paths.
    private func addItemPages(_ digest: Digest, work: DayPlan.ItemPagesWork, made: [String], links: ItemPageLinks?,
                              renderer: SiteRenderer, config: PaperboyConfig, into staging: SiteStaging) throws -> [String] {
        let only: Set<String>?
        switch work {
        case .keep:
            try staging.add(made.map(SiteFile.kept))
            return made
        case .all: only = nil
        case .only(let ids): only = ids
        }
        guard let links, links.makesPages(on: digest.day) else { return [] }
        let items = try renderer.itemPages(digest, links: links, related: related(digest, config: config, only: only), only: only)
        let paths = items.map(\.path)
        guard only != nil else {
            try staging.add(items)
            return paths
        }
        // Made again for some items: the others' pages are kept (the same set, as the digest is the same).
        let again = Set(paths)
        try staging.add(items + made.filter { !again.contains($0) }.map(SiteFile.kept))
        let before = Set(made)
        return made + paths.filter { !before.contains($0) }
    }

    /// The related items of each item of `digest` for its item page (none without item pages).
    private func related(_ digest: Digest, config: PaperboyConfig, only: Set<String>?) -> [String: [String]] {
        guard config.itemPages.enabled else { return [:] }
        return RelatedItems.closest(among: digest.sections.flatMap { $0.entries.map(\.item) }, day: digest.day,
                                    limit: config.itemPages.related, only: only)
    }
}
