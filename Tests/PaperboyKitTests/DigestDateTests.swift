import Foundation
import PaperboyModels
import PaperboyStore
import Testing
@testable import PaperboyKit

/// `--date` is the digest day a run writes: the front page and the feeds show the archive's
/// latest day, whatever day was written; a day more than one day after today is refused before
/// anything is read or written; a day before the archive's first runs, with a warning.
@Suite struct DigestDateTests {
    /// 2024-11-28 12:00 UTC, 13:00 in Berlin.
    static let noon = Date(timeIntervalSince1970: 1_732_795_200)

    /// A digest in Berlin time with rss.arxiv.org's listing of 2024-11-28 and a blog post.
    private func setUp(_ playground: Playground) throws -> URL {
        try playground.write("listing.xml", ArxivListing.rss([ArxivListing.Entry(id: "2411.18001", title: "Sparse routing at scale")],
                                                             pubDate: ArxivListing.pubDate(of: "2024-11-28")))
        try blog(playground, ["A first post"])
        return try playground.write("paperboy.yml", """
            title: Dates
            time_zone: Europe/Berlin
            templates: \(Playground.templates.path)
            sources:
              - name: listing
                path: listing.xml
                format: arxiv-listing
              - name: blog
                path: blog.xml
            """)
    }

    private func blog(_ playground: Playground, _ titles: [String]) throws {
        let items = titles.map { "<item><title>\($0)</title><link>https://blog.example/\($0.count)</link><guid>\($0)</guid></item>" }
        try playground.write("blog.xml", "<rss version=\"2.0\"><channel><title>Blog</title>\(items.joined())</channel></rss>")
    }

    private func run(_ playground: Playground, _ config: URL, _ day: String?, mode: SiteBuild.Mode = .build,
                     now: Date = noon) async throws -> BuildReport {
        let options = BuildOptions(doors: .testing, configFile: config, day: day.flatMap(DigestDay.init), now: now, currentDirectory: playground.url)
        return try await SiteBuild(options: options, mode: mode).run()
    }

    private func archivedDays(_ playground: Playground) throws -> [String] {
        try Archive.open(at: playground.url.appendingPathComponent("data"), for: .reading, fileSystem: .disk).days.map(\.isoText)
    }

    @Test func theDayWrittenIsTheDateGivenAndTheSummaryNamesTheFrontPageApart() async throws {
        let playground = try Playground()
        let config = try setUp(playground)
        // The listing of the 28th, read with --date 2024-11-27, goes on its own day (ListingPlacement).
        let report = try await run(playground, config, "2024-11-27")
        #expect(report.day.isoText == "2024-11-27")
        #expect(report.frontDay?.isoText == "2024-11-28")
        #expect(report.summary.hasPrefix("Built 2024-11-27 from 2 sources: 2 new items, 0 updates into data/; front page 2024-11-28: 1 item in 1 section; 2 days"))
        #expect(try archivedDays(playground) == ["2024-11-27", "2024-11-28"])
        #expect(try playground.read("site/2024/11/27/index.html").contains("A first post"))
        #expect(try playground.read("site/index.html").contains("Sparse routing at scale"))
    }

    @Test("an older --date never moves the front page or the feeds", arguments: [SiteBuild.Mode.build, .render])
    func anOlderDateLeavesTheFrontPage(mode: SiteBuild.Mode) async throws {
        let playground = try Playground()
        let config = try setUp(playground)
        _ = try await run(playground, config, "2024-11-28")
        try blog(playground, ["A first post", "A later post"])
        let report = try await run(playground, config, "2024-11-26", mode: mode)
        #expect(report.day.isoText == "2024-11-26")
        #expect(report.frontDay?.isoText == "2024-11-28")
        let front = try playground.read("site/index.html")
        #expect(front.contains(#"<time datetime="2024-11-28">"#))
        let atom = try playground.read("site/feeds/atom.xml")
        #expect(atom.components(separatedBy: "<updated>").dropFirst().first?.hasPrefix("2024-11-28T") == true)
        #expect(atom.components(separatedBy: "<id>urn:paperboy:").dropFirst(2).first?.hasPrefix("2024-11-28:") == true)
        #expect(try archivedDays(playground) == (mode == .build ? ["2024-11-26", "2024-11-28"] : ["2024-11-28"]))
        if mode == .build {
            #expect(try playground.read("site/2024/11/26/index.html").contains("A later post"))
        } else {
            #expect(report.warnings == ["--date 2024-11-26 is before the archive's first day, 2024-11-28: the archive has no such day, "
                                        + "so nothing is rendered for it; the front page stays 2024-11-28, the latest archived day"])
        }
    }

    @Test("a date more than one day after today in the config's zone is refused", arguments: [
        // 12:00 UTC on the 28th is the 28th in Berlin: the 29th may be built, the 30th not.
        (noon, "2024-11-29", false), (noon, "2024-11-30", true), (noon, "2031-01-15", true),
        // 23:30 UTC on the 28th is already the 29th in Berlin.
        (Date(timeIntervalSince1970: 1_732_836_600), "2024-11-30", false), (Date(timeIntervalSince1970: 1_732_836_600), "2024-12-01", true),
    ])
    func aFarDateIsRefused(now: Date, day: String, refused: Bool) async throws {
        let playground = try Playground()
        let config = try setUp(playground)
        guard refused else {
            #expect(try await run(playground, config, day, now: now).day.isoText == day)
            return
        }
        for mode in SiteBuild.Mode.allCases {
            let error = await #expect(throws: DigestDayError.self) { try await run(playground, config, day, mode: mode, now: now) }
            #expect(error.map { ExitStatus.of($0) } == .usage)
            #expect(error?.description.contains("--date \(day) is ") == true)
            #expect(error?.description.contains("in Europe/Berlin, the config's time_zone): a digest day may be at most tomorrow") == true)
        }
        #expect(try playground.list() == ["blog.xml", "listing.xml", "paperboy.yml"], "nothing read, nothing written")
    }

    @Test("without --date, a digest that reads an arXiv listing follows the listing served; any other, its time_zone", arguments: [
        ("America/Los_Angeles", true, "2024-11-25T06:20:00Z", "2024-11-25"),   // Sunday 22:20 in Los Angeles
        ("America/Los_Angeles", false, "2024-11-25T06:20:00Z", "2024-11-24"),
        ("Asia/Tokyo", true, "2024-11-26T00:30:00Z", "2024-11-25"),           // Tuesday 09:30 in Tokyo, before the rebuild
        ("Asia/Tokyo", false, "2024-11-26T00:30:00Z", "2024-11-26"),
        ("UTC", true, "2024-11-30T12:00:00Z", "2024-11-29"),                  // a Saturday: Friday's listing
    ])
    func theDefaultDay(zone: String, listing: Bool, instant: String, expected: String) throws {
        let playground = try Playground()
        let source = listing ? "    format: arxiv-listing\n" : ""
        let config = try playground.write("paperboy.yml", "time_zone: \(zone)\nsources:\n  - name: a\n    path: a.xml\n" + source)
        _ = try playground.write("a.xml", "<rss version=\"2.0\"><channel><title>A</title></channel></rss>")
        let options = BuildOptions(doors: .testing, configFile: config, now: try #require(ISO8601DateFormatter().date(from: instant)),
                                   currentDirectory: playground.url)
        let loaded = try SiteBuild(options: options).loadConfig()
        #expect(DigestDayCheck(options: options, config: loaded).day == DigestDay(expected))
    }

    @Test func aDateBeforeTheArchivesFirstDayRunsAndSaysSo() async throws {
        let playground = try Playground()
        let config = try setUp(playground)
        _ = try await run(playground, config, "2024-11-28")
        try blog(playground, ["A first post", "An old post found late"])
        let report = try await run(playground, config, "2024-11-01")
        let warning = "--date 2024-11-01 is before the archive's first day, 2024-11-28: the items this run sees for the first time "
            + "are filed on 2024-11-01, before every day the archive holds; the front page stays 2024-11-28, the latest archived day"
        #expect(report.warnings.first == warning)
        #expect(report.run?.warnings == [warning])
        #expect(try playground.read("site/report.json").contains(warning))
        #expect(try archivedDays(playground) == ["2024-11-01", "2024-11-28"])
        #expect(try playground.read("site/2024/11/01/index.html").contains("An old post found late"))
        #expect(try playground.read("site/index.html").contains(#"<time datetime="2024-11-28">"#))
        // A date inside the archive's span says nothing.
        let inside = try await run(playground, config, "2024-11-27")
        #expect(inside.runWarnings.isEmpty)
    }
}
