import Foundation
import PaperboyModels
import Testing
@testable import PaperboyKit

/// `fetch.arxiv_holidays` takes arXiv's own dates; one that takes no listing away (a Friday or
/// a Saturday) is a warning of `check` and of every run, in its report too, never an error.
@Suite struct ArxivHolidayConfigTests {
    @Test func aFridayOrSaturdayIsWarnedAboutAndTheRestTakeTheNextListing() async throws {
        let playground = try Playground()
        try playground.write("feed.xml", "<rss version=\"2.0\"><channel><title>F</title><item><title>A</title><guid>a</guid></item></channel></rss>")
        let file = try playground.write("paperboy.yml", """
            templates: \(Playground.templates.path)
            fetch:
              arxiv_holidays: [2026-07-03, 2024-11-28, 2024-11-30, 2025-07-06]
            sources:
              - name: feed
                path: feed.xml
            """)
        let config = try PaperboyConfig.load(from: file, currentDirectory: playground.url, fileSystem: .disk)
        let calendar = config.fetch.arxivCalendar
        #expect(!calendar.isListingDay(DigestDay("2024-11-29")!) && calendar.isListingDay(DigestDay("2024-11-28")!))
        #expect(!calendar.isListingDay(DigestDay("2025-07-07")!))
        let warnings = config.fetch.arxivHolidayWarnings()
        #expect(warnings.count == 2)
        #expect(warnings.first?.hasPrefix("fetch.arxiv_holidays: 2024-11-30 is a Saturday: arXiv makes no announcement") == true)
        #expect(warnings.last?.hasPrefix("fetch.arxiv_holidays: 2026-07-03 is a Friday: ") == true)

        let options = BuildOptions(doors: .testing, configFile: file, day: DigestDay("2024-11-28"), now: Playground.now, currentDirectory: playground.url)
        #expect(try await ProjectCheck(options: options).run().warnings == warnings)
        let report = try await SiteBuild(options: options).run()
        #expect(Array(report.warnings.prefix(2)) == warnings)
        #expect(report.run?.warnings == warnings)
    }
}
