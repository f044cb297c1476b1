import Foundation
@testable import PaperboyKit
import PaperboyModels
import PaperboyServices
import PaperboySharedFixtures
import Testing

/// The real big day (`../shared/fixtures/arxiv-rss/`, every archive's listing of 2024-11-28,
/// 1,504 items): the feeds carry the whole day, not the first 100, when their byte budget
/// allows; a cap or the default budget below it is stated in the feed and in the build's
/// warnings. Skipped with a reason when the fixture is absent.
@Suite(.enabled(if: SharedFixtures.has(BigDayTests.listingPath), "\(SharedFixtures.reason("the feeds of the real big day are not checked"))"))
struct BigDayFeedTests {
    static let listing = BigDayTests.fixture

    func build(feeds: String) async throws -> (report: BuildReport, site: URL, playground: Playground) {
        let playground = try Playground()
        let config = try playground.write("paperboy.yml", """
            title: Big day
            templates: \(Playground.templates.path)
            sources:
              - name: listing
                path: \(Self.listing.path)
            sections:
              - title: Language models
                include: ["language model*"]
              - title: Everything else
                exclude: ["language model*"]
            \(feeds)
            """)
        let report = try await SiteBuild(options: BuildOptions(doors: .testing, configFile: config, day: DigestDay("2024-11-28"), now: SiteBuildTests.noon,
                                                               currentDirectory: playground.url)).run()
        return (report, playground.url.appendingPathComponent("site"), playground)
    }

    @Test func theFeedsCarryTheWholeDay() async throws {
        let built = try await build(feeds: "feeds:\n  max_bytes: 67108864\n")
        let (report, site) = (built.report, built.site)
        #expect(report.itemCount > 1_000, "the listing's items: \(report.itemCount)")
        let feed = try FeedParser().parse(contentsOf: site.appendingPathComponent("feeds/atom.xml"), kind: .auto, baseURL: nil)
        #expect(feed.items.count == report.itemCount, "every distinct item of the day")
        #expect(Set(feed.items.map(\.id)).count == feed.items.count)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: site.appendingPathComponent("feeds/feed.json"))) as? [String: Any]
        #expect((json?["items"] as? [[String: Any]])?.count == report.itemCount)
        #expect(json?["description"] == nil, "no cap note")
        #expect(report.warnings.allSatisfy { !$0.hasPrefix("feeds/") })
        withExtendedLifetime(built.playground) {}
    }

    @Test func aCapBelowTheDayIsStated() async throws {
        let built = try await build(feeds: "feeds:\n  max_entries: 500\n  max_bytes: 67108864\n")
        let (report, site) = (built.report, built.site)
        let atom = try String(contentsOf: site.appendingPathComponent("feeds/atom.xml"), encoding: .utf8)
        #expect(atom.components(separatedBy: "<entry>").count - 1 == 500)
        let note = "The newest 500 of \(report.itemCount.formatted(.number.locale(Locale(identifier: "en_US")))) entries of the last 3 digest days"
        #expect(atom.contains("<subtitle type=\"text\">" + note))
        #expect(report.warnings.contains { $0.hasPrefix("feeds/atom.xml: " + note) }, "\(report.warnings)")
        withExtendedLifetime(built.playground) {}
    }

    /// The default budget (512 KiB) cuts the day's 1.7 MB feed: the feed keeps to it, is still
    /// Atom that parses, and its subtitle says how many items the site has beyond it.
    @Test func theDefaultByteBudgetCutsAndSaysSo() async throws {
        let built = try await build(feeds: "")
        let (report, site) = (built.report, built.site)
        let data = try Data(contentsOf: site.appendingPathComponent("feeds/atom.xml"))
        #expect(data.count <= 512 * 1024 && data.count > 400 * 1024, "\(data.count) bytes")
        let feed = try FeedParser().parse(contentsOf: site.appendingPathComponent("feeds/atom.xml"), kind: .auto, baseURL: nil)
        let kept = feed.items.count
        #expect(kept > 100 && kept < report.itemCount)
        let atom = String(decoding: data, as: UTF8.self)
        #expect(atom.components(separatedBy: "<entry>").count - 1 == kept)
        let left = (report.itemCount - kept).formatted(.number.locale(Locale(identifier: "en_US")))
        #expect(atom.contains("<subtitle type=\"text\">\(left) more items on the site: ../archive/index.html</subtitle>"))
        #expect(report.warnings.contains("feeds/atom.xml: \(left) more items on the site: ../archive/index.html"), "\(report.warnings)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: site.appendingPathComponent("feeds/feed.json"))) as? [String: Any]
        #expect((json?["items"] as? [[String: Any]])?.count == kept, "the JSON Feed carries the same entries")
        withExtendedLifetime(built.playground) {}
    }
}
