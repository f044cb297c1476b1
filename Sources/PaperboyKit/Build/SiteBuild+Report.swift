import Foundation
import PaperboyModels
import PaperboyViews

extension SiteBuild {
    /// The run report's file in the site.
    static let reportFile = "report.json"

    /// Adds `report.json` (the fetch stage's run report) to the site's files.
    @Sendable static func runReport(_ context: inout BuildContext) throws {
        let day = try context.require(context.day, "the digest day")
        let report = RunReport(day: day, mode: context.options.fetch.mode, sources: context.sourceReports)
        context.runReport = report
        context.files.removeAll { $0.path == reportFile }
        context.files.append(SiteFile(path: reportFile, contents: try report.jsonData()))
        context.files.sort { $0.path < $1.path }
    }
}
