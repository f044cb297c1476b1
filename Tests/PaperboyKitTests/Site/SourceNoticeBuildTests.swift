import Foundation
import Testing
@testable import PaperboyKit

/// A build whose arXiv listing is still the day before's and whose second feed is no feed:
/// readers get a short notice in the site's language, the operator the URL, path and reason.
@Suite struct SourceNoticeBuildTests {
    static let config = """
        title: Notices
        language: LANGUAGE
        base_url: https://user.example/digest/
        sources:
          - name: arxiv-cs
            path: feeds/listing.xml
            format: arxiv-listing
          - name: lab-blog
            path: feeds/broken.xml
          - name: news
            path: feeds/news.xml
        email:
          enabled: true
        """

    /// What only the operator may see: the stale listing's and the broken file's reasons and paths.
    static let operatorDetail = ["still the one of", "rss.arxiv.org rebuilds", "not filed as", "feeds/broken.xml", "feeds/listing.xml",
                                 "line 1", "paths are relative"]

    /// Builds 2024-11-27, then 2024-11-28 (a Thursday), both with the listing of 2024-11-27;
    /// returns the published files' texts by path.
    private func build(language: String) async throws -> (pages: [String: String], report: String) {
        let playground = try Playground()
        try playground.write("feeds/listing.xml", ArxivListing.rss([ArxivListing.Entry(id: "2411.00001", title: "Old news")],
                                                                   pubDate: ArxivListing.pubDate(of: "2024-11-27")))
        try playground.write("feeds/broken.xml", "this is not a feed\n")
        try playground.write("feeds/news.xml", "<rss version=\"2.0\"><channel><title>News</title>"
            + "<item><title>Fresh</title><link>https://news.example/a</link><guid>a</guid></item></channel></rss>")
        let file = try playground.write("paperboy.yml", Self.config.replacingOccurrences(of: "LANGUAGE", with: language))
        // The run of the 27th files that day's listing; the run of the 28th reads it again.
        _ = try await SiteBuild(options: BuildOptions(doors: .testing, configFile: file, day: DigestDay("2024-11-27"), now: Date(timeIntervalSince1970: 1_732_708_800),
                                                      currentDirectory: playground.url)).run()
        let options = BuildOptions(doors: .testing, configFile: file, day: DigestDay("2024-11-28"), now: Date(timeIntervalSince1970: 1_732_795_200),
                                   currentDirectory: playground.url)
        let report = try await SiteBuild(options: options).run()
        #expect(report.run?.sources.map(\.status) == [.stale, .failed, .ok])
        var pages: [String: String] = [:]
        for folder in ["site", "email"] {
            for (path, data) in try playground.snapshot(folder) where path.hasSuffix(".html") || path.hasSuffix(".md")
                || path.hasSuffix(".xml") || path.hasSuffix(".json") || path.hasSuffix(".txt") || path.hasSuffix(".eml") {
                pages[folder + "/" + path] = String(decoding: data, as: UTF8.self)
            }
        }
        let runReport = pages.removeValue(forKey: "site/report.json")
        return (pages, try #require(runReport))
    }

    @Test("the day page, its Markdown, the feeds and the e-mail: the notice, never the reason", arguments: [
        ("en", "arxiv-cs: arXiv has not announced this day yet.", "lab-blog could not be read on this run. Nothing of it is shown."),
        ("de", "arxiv-cs: arXiv hat diesen Tag noch nicht angekündigt.", "lab-blog konnte bei diesem Lauf nicht gelesen werden. Nichts davon wird gezeigt."),
    ])
    func notices(language: String, stale: String, unreadable: String) async throws {
        let (pages, report) = try await build(language: language)
        for path in ["site/index.html", "site/2024/11/28/index.html", "email/2024-11-28.html"] {
            let page = try #require(pages[path], "\(path)")
            #expect(page.contains(stale) && page.contains(unreadable), "\(path)")
        }
        // Markdown escapes and the e-mail's text part wraps at 76 columns: compare words.
        func words(_ text: String) -> String { text.replacingOccurrences(of: "\\", with: "").replacingOccurrences(of: "**", with: "").split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        for path in ["site/index.md", "site/2024/11/28/index.md", "email/2024-11-28.txt"] {
            let page = words(try #require(pages[path], "\(path)"))
            #expect(page.contains(stale) && page.contains(words(unreadable)), "\(path)")
        }
        #expect(pages.keys.contains("site/feeds/atom.xml") && pages.keys.contains("site/feeds/feed.json"))
        for (path, text) in pages {
            for detail in Self.operatorDetail { #expect(!text.contains(detail), "\(path) shows \"\(detail)\"") }
        }
        for detail in ["arXiv has not rebuilt its listing for 2024-11-28 yet: it is still the one of 2024-11-27", "feeds/broken.xml"] {
            #expect(report.contains(detail), "report.json keeps \(detail)")
        }
    }
}
