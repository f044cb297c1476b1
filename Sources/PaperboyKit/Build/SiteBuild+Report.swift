import Foundation
import PaperboyModels
import PaperboyStore

extension SiteBuild {
    /// What the run did, from the values its steps returned; `warnings` are the run's own
    /// (its `--date`, its config), printed and kept in the run report before the sources'.
    func report(day: DigestDay, archive: Archive, filed: FiledItems, site: RenderedSite?, warnings: [String],
                tldrs: TLDRSpending?) -> BuildReport {
        var report = BuildReport(mode: mode, day: day, data: display.show(archive.layout.folder), change: filed.change,
                                 sources: filed.sources)
        report.dryRun = options.dryRun
        report.runWarnings = warnings
        if mode != .render {
            report.run = site?.pages.runReport ?? RunReport(day: day, mode: options.fetch.mode, sources: filed.reports, warnings: warnings,
                                                               tldrs: tldrs)
        }
        guard let site else { return report }
        let front = site.days.front
        report.frontDay = front.day
        report.output = display.show(site.output)
        report.itemCount = front.distinctItemCount
        report.sectionCount = front.sections.count
        report.dayCount = site.days.days.count
        report.files = (site.days.paths + site.pages.files.map(\.path) + site.pages.stagedPaths).sorted()
        report.filesWritten = site.written?.written.count ?? 0
        report.filesRemoved = site.written?.removed.count ?? 0
        report.daysRendered = site.days.rendered
        report.siteNotes = site.pages.feedNotes
        report.emailFiles = site.pages.email.map { display.show(site.emailFolder.appendingPathComponent($0.path)) }
        if mode == .render { report.sources = front.sources }
        return report
    }
}
