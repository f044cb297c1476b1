import Foundation
import PaperboyModels
import Testing
@testable import PaperboyKit

/// `BuildOptions.baseURL` (`--base-url`, `PAPERBOY_BASE_URL`) overrides the config's `base_url:`,
/// and the incremental render keys on it.
@Suite struct BaseURLBuildTests {
    static let base = URL(string: "https://user.github.io/repo/")!

    @Test(arguments: [
        ("https://user.github.io/repo/", "https://user.github.io/repo/"),
        ("https://user.github.io/repo", "https://user.github.io/repo/"),
        ("http://127.0.0.1:8000/repo", "http://127.0.0.1:8000/repo/"),
        ("HTTPS://Example.org", "HTTPS://Example.org/"),
        (" https://example.org/a/b ", "https://example.org/a/b/"),
        ("https://example.org/my%20digest", "https://example.org/my%20digest/"),
    ])
    func aBaseURLGetsItsTrailingSlash(text: String, expected: String) {
        #expect(BuildOptions.siteBaseURL(text)?.absoluteString == expected)
    }

    @Test(arguments: ["", "user.github.io/repo/", "/repo/", "ftp://example.org/", "https://", "https:///repo/",
                      "https://example.org/?page=1", "https://example.org/#top", "file:///tmp/site/", "https://exa mple.org/"])
    func notASiteBaseURL(text: String) {
        #expect(BuildOptions.siteBaseURL(text) == nil)
    }

    private func options(site: URL, baseURL: URL?) -> BuildOptions {
        var options = BuildOptions(doors: .testing, configFile: DemoSite.examples.appendingPathComponent("paperboy.yml"), day: DigestDay("2024-11-28"),
                                   output: site, data: site.deletingLastPathComponent().appendingPathComponent("data"),
                                   now: DemoSite.noon, currentDirectory: DemoSite.repository)
        options.baseURL = baseURL
        return options
    }

    private func read(_ site: URL, _ path: String) throws -> String {
        try String(contentsOf: site.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theOptionOverridesTheConfigsBaseURL() async throws {
        let site = try await DemoSite.build() // Examples/paperboy.yml: base_url: https://example.org/digest/
        #expect(try read(site, "sitemap.xml").contains("<loc>https://example.org/digest/2024/11/28/</loc>"))
        _ = try await SiteBuild(options: options(site: site, baseURL: Self.base), mode: .render).run()
        let sitemap = try read(site, "sitemap.xml")
        #expect(sitemap.contains("<loc>https://user.github.io/repo/2024/11/28/</loc>"))
        #expect(!sitemap.contains("example.org/digest"))
        #expect(try read(site, "404.html").contains(#"<link rel="stylesheet" href="/repo/assets/style.css">"#))
        #expect(try read(site, "archive/index.html").contains(#"<link rel="canonical" href="https://user.github.io/repo/archive/">"#))
        #expect(try read(site, "feeds/atom.xml").contains(#"<link rel="self" type="application/atom+xml" href="https://user.github.io/repo/feeds/atom.xml"/>"#))
        try? FileManager.default.removeItem(at: site.deletingLastPathComponent())
    }

    @Test func anotherBaseURLRendersThePagesAgain() async throws {
        let site = try await DemoSite.build()
        let dayPage = "2024/11/28/index.html"
        #expect(try read(site, dayPage).contains(#"<link rel="canonical" href="https://example.org/digest/2024/11/28/">"#))

        let moved = try await SiteBuild(options: options(site: site, baseURL: Self.base), mode: .render).run()
        #expect(moved.daysRendered == 1)
        #expect(moved.filesWritten > 10)
        #expect(try read(site, dayPage).contains(#"<link rel="canonical" href="https://user.github.io/repo/2024/11/28/">"#))
        #expect(try read(site, "index.html").contains(#"<link rel="canonical" href="https://user.github.io/repo/">"#))

        let again = try await SiteBuild(options: options(site: site, baseURL: Self.base), mode: .render).run()
        #expect(again.daysRendered == 0)
        #expect(again.filesWritten == 0)

        // Back to the config's base URL: the same pages as the first build.
        let back = try await SiteBuild(options: options(site: site, baseURL: nil), mode: .render).run()
        #expect(back.daysRendered == 1)
        #expect(try read(site, dayPage).contains(#"<link rel="canonical" href="https://example.org/digest/2024/11/28/">"#))
        try? FileManager.default.removeItem(at: site.deletingLastPathComponent())
    }
}
