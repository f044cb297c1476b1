import Foundation
import PaperboyKit
import PaperboyModels
import PaperboyServices
import Testing

/// The demo site as a whole: every link resolves, the feeds parse, and pages match the golden files.
@Suite struct DemoSiteTests {
    /// Every relative `href` and `src` of every HTML page names a produced file.
    @Test func everyRelativeLinkResolves() async throws {
        let site = try await DemoSite.build()
        let files = Set(DemoSite.files(in: site))
        var checked = 0
        for page in files where page.hasSuffix(".html") && page != "404.html" {
            let html = try String(contentsOf: site.appendingPathComponent(page), encoding: .utf8)
            for target in Self.links(in: html) {
                if target.hasPrefix("https://") || target.hasPrefix("http://") || target.hasPrefix("#") || target.hasPrefix("mailto:") { continue }
                #expect(!target.hasPrefix("/"), "\(page): \(target) is not relative")
                let path = String(target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
                let resolved = URL(fileURLWithPath: page, relativeTo: URL(fileURLWithPath: "/site/"))
                    .deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL.path
                let relative = String(resolved.dropFirst("/site/".count))
                #expect(files.contains(relative) || files.contains(relative + "index.html"), "\(page): \(target) → \(relative)")
                checked += 1
            }
        }
        #expect(checked > 500)
    }

    /// The produced Atom reads back with Paperboy's own parser, every field in place.
    @Test func atomFeedParsesWithOurParser() async throws {
        let site = try await DemoSite.build()
        let feed = try FeedParser().parse(contentsOf: site.appendingPathComponent("feeds/atom.xml"), kind: .auto,
                                          baseURL: URL(string: "https://example.org/digest/feeds/atom.xml"))
        #expect(feed.title == "Paperboy demo digest")
        #expect(feed.link == "https://example.org/digest/")
        let newest = try #require(feed.items.compactMap { $0.updated ?? $0.published }.max())
        #expect(feed.date == newest && newest > DemoSite.noon.addingTimeInterval(-12 * 3600), "the newest entry's, not the day's start")
        // 28: the language-model section's limit of 10 now keeps a new paper over a replacement, which still shows under Watched authors.
        #expect(feed.items.count == 28)
        let ids = Set(feed.items.map(\.id))
        #expect(ids.count == 28)
        for item in feed.items {
            #expect(item.id.hasPrefix("urn:paperboy:2024-11-28:"))
            #expect(!item.title.isEmpty)
            #expect(item.url?.hasPrefix("https://example.org/digest/items/") == true, "the demo has item pages")
            #expect(item.updated != nil || item.published != nil)
            #expect(!item.categories.isEmpty)
        }
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: site.appendingPathComponent("feeds/feed.json"))) as? [String: Any]
        #expect(json?["version"] as? String == "https://jsonfeed.org/version/1.1")
        #expect((json?["items"] as? [[String: Any]])?.count == 28)
    }

    /// Everything else has `layout: compact`: its day-page rows and section page say so and carry no
    /// abstract, while its feeds still do; a full section's page has no note.
    @Test func theCompactCatchAllKeepsItsAbstractsInItsFeeds() async throws {
        let site = try await DemoSite.build()
        let read = { (path: String) in try String(contentsOf: site.appendingPathComponent(path), encoding: .utf8) }
        let abstract = "Learning-rate warmup is nearly universal"
        let note = "<p class=\"section-note\">This section is compact"
        #expect(try read("sections/everything-else/index.html").contains(note))
        #expect(try !read("sections/language-models/index.html").contains("section-note"))
        #expect(try !read("2024/11/28/index.html").contains(abstract))
        #expect(try read("2024/11/28/index.html").contains(">A Note on Learning-Rate Warmup as Implicit Curvature Control</a></h3>"))
        #expect(try read("feeds/everything-else.atom.xml").contains(abstract))
        #expect(try read("feeds/everything-else.json").contains(abstract))
    }

    /// Whole pages against `Tests/PaperboyKitTests/Golden/demo/`; `make golden` rewrites them.
    @Test(arguments: DemoSite.goldenPages)
    func pageMatchesGolden(page: String) async throws {
        let site = try await DemoSite.build()
        let produced = try String(contentsOf: site.appendingPathComponent(page), encoding: .utf8)
        let golden = DemoSite.golden.appendingPathComponent(page)
        if ProcessInfo.processInfo.environment["PAPERBOY_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try produced.write(to: golden, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(produced == expected, "\(page) differs from its golden file; review and run `make golden`")
    }

    /// A second build with nothing changed writes no page again.
    @Test func aSecondBuildRewritesNoPage() async throws {
        let site = try await DemoSite.build()
        let before = try FileManager.default.attributesOfItem(atPath: site.appendingPathComponent("2024/11/28/index.html").path)
        let options = BuildOptions(doors: .testing, configFile: DemoSite.examples.appendingPathComponent("paperboy.yml"), day: DigestDay("2024-11-28"),
                                   output: site, data: site.deletingLastPathComponent().appendingPathComponent("data"),
                                   now: DemoSite.noon, currentDirectory: DemoSite.repository)
        let report = try await SiteBuild(options: options, mode: .render).run()
        #expect(report.filesWritten == 0)
        #expect(report.daysRendered == 0)
        let after = try FileManager.default.attributesOfItem(atPath: site.appendingPathComponent("2024/11/28/index.html").path)
        #expect(before[.systemFileNumber] as? Int == after[.systemFileNumber] as? Int)
    }

    static func links(in html: String) -> [String] {
        var out: [String] = []
        for attribute in ["href=\"", "src=\""] {
            var rest = html[...]
            while let start = rest.range(of: attribute) {
                rest = rest[start.upperBound...]
                guard let end = rest.firstIndex(of: "\"") else { break }
                out.append(String(rest[..<end]).replacingOccurrences(of: "&amp;", with: "&"))
                rest = rest[end...]
            }
        }
        return out
    }
}
