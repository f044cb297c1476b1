import Foundation
import PaperboyModels
import PaperboyStore
import PaperboyViews

extension SiteBuild {
    /// The run report's file in the site.
    static let reportFile = "report.json"

    /// `render front page`: the front page (the latest day again, at the site's root) and the
    /// site-wide pages: archive, sections, categories, feeds, sitemap, search, 404 and the
    /// theme's assets; kept as they are when ``DayPlan`` found that nothing they show changed,
    /// and the search shards of the months whose days did not change kept otherwise.
    /// The search shards go into `staging` as each is made (``StagedFiles``).
    func renderSitePages(_ renderer: SiteRenderer, days: RenderedDays, staging: SiteStaging) throws -> SitePages {
        var manifest = days.manifest
        if !manifest.sitePaths.isEmpty {
            return SitePages(files: manifest.sitePaths.map(SiteFile.kept).sorted { $0.path < $1.path }, manifest: manifest)
        }
        let previous = days.summaries.last { $0.day < days.front.day }?.day
        let staged = StagedFiles(staging: staging)
        let files = try renderer.frontPages(days.front, previous: previous, itemLinks: days.itemLinks)
            + renderer.sitePages(summaries: days.summaries, itemPages: days.paths.filter { $0.hasPrefix(ItemPagePaths.folder) },
                                 keptShards: days.keptShards, stage: { try staged.add($0) })
        manifest.sitePaths = manifest.site == nil ? [] : (files.map(\.path) + staged.paths).sorted()
        return SitePages(files: files.sorted { $0.path < $1.path }, stagedPaths: staged.paths, manifest: manifest)
    }

    /// `run report`: adds `report.json`, what each source's fetch did, the run's own warnings and its TL;DR spending.
    func addRunReport(_ filed: FiledItems, day: DigestDay, warnings: [String], tldrs: TLDRSpending?, to pages: SitePages) throws -> SitePages {
        var pages = pages
        let report = RunReport(day: day, mode: options.fetch.mode, sources: filed.reports, warnings: warnings, tldrs: tldrs)
        pages.runReport = report
        pages.files.removeAll { $0.path == Self.reportFile }
        pages.files.append(SiteFile(path: Self.reportFile, contents: try report.jsonData()))
        pages.files.sort { $0.path < $1.path }
        return pages
    }

    /// `write`: writes the e-mail edition, adds the site-wide pages to the staged day pages and swaps the folder in;
    /// a build keeps the previous site aside until `commit archive` has run.
    func write(_ site: RenderedSite, keepingPrevious: Bool) throws -> SiteWriteResult {
        try writeEmail(site.pages.email, to: site.emailFolder)
        DayManifest.remove(for: site.output, fileSystem: options.fileSystem)
        try site.staging.add(site.pages.files)
        let written = try site.staging.commit(keepingPrevious: keepingPrevious)
        site.pages.manifest.save(for: site.output, fileSystem: options.fileSystem)
        SummaryCache(output: site.output, fileSystem: options.fileSystem).save(site.days.summaryRecords, days: site.days.days)
        return written
    }
}
