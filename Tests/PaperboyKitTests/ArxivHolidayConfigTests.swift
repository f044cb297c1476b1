import Foundation
import PaperboyModels
import Testing
@testable import PaperboyKit

/// `fetch.arxiv_holidays` takes arXiv's own dates on any weekday; `check` explains each in the
/// calendar's terms, and no run warns about one.
@Suite struct ArxivHolidayConfigTests {
    @Test func everyHolidayIsExplainedAndNoneIsWarnedAbout() async throws {
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
        #expect(!calendar.isListingDay(DigestDay("2026-07-06")!) && calendar.isListingDay(DigestDay("2026-07-07")!))
        let notes = config.fetch.arxivHolidayNotes()
        #expect(notes == [
            "fetch.arxiv_holidays: 2024-11-28 (Thursday): no announcement on Thursday 2024-11-28; Friday 2024-11-29 has no listing; "
                + "Monday 2024-12-02 carries Wednesday 14:00 to Friday 14:00 (US Eastern)",
            "fetch.arxiv_holidays: 2024-11-30 (Saturday): changes nothing (no deadline and no announcement fall on a Saturday)",
            "fetch.arxiv_holidays: 2025-07-06 (Sunday): no announcement on Sunday 2025-07-06; Monday 2025-07-07 has no listing; "
                + "Tuesday 2025-07-08 carries Thursday 14:00 to Monday 14:00 (US Eastern)",
            "fetch.arxiv_holidays: 2026-07-03 (Friday): no announcement on Sunday 2026-07-05; Monday 2026-07-06 has no listing; "
                + "Tuesday 2026-07-07 carries Thursday 14:00 to Monday 14:00 (US Eastern)",
        ])

        let options = BuildOptions(doors: .testing, configFile: file, day: DigestDay("2024-11-28"), now: Playground.now, currentDirectory: playground.url)
        let check = try await ProjectCheck(options: options).run()
        #expect(check.notes == notes)
        #expect(check.warnings.isEmpty)
        let report = try await SiteBuild(options: options).run()
        #expect(!report.warnings.contains { $0.contains("arxiv_holidays") })
    }
}
