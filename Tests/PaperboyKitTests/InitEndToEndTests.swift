import Foundation
@testable import PaperboyKit
import PaperboyViews
import Testing

/// `paperboy init`, then a build with the written config: a working site from the built-in theme.
@Suite struct InitEndToEndTests {
    static let feeds = Playground.templates.deletingLastPathComponent().appendingPathComponent("Examples/feeds")

    /// The init config's sources, reading the demo feeds from files (same names, so the sections still find them).
    static func offlineSources() -> String {
        """
        sources:
          - name: arxiv
            path: \(feeds.path)/arxiv-listing.xml
            format: arxiv-listing
          - name: swift-repositories
            path: \(feeds.path)/github-search.json
            format: github-search
          - name: swift-releases
            path: \(feeds.path)/swift-releases.atom
          - name: swift-format-releases
            path: \(feeds.path)/swift-releases.atom
          - name: vapor-releases
            path: \(feeds.path)/swift-releases.atom

        """
    }

    @Test("init into a new folder, swap the sources for path: feeds, build offline: a site from the built-in theme")
    func initThenBuild() async throws {
        let playground = try Playground()
        let release = try PaperboyRelease(repository: "octo/paperboy", version: "1.2.3")
        _ = try ProjectInit(folder: playground.url.appendingPathComponent("digest"), currentDirectory: playground.url, release: release, fileSystem: .disk).run()
        var config = try playground.read("digest/paperboy.yml")
        let start = try #require(config.range(of: "\nsources:\n"))
        let end = try #require(config.range(of: "\n# Sections in page order"))
        config.replaceSubrange(start.upperBound..<end.lowerBound, with: "")
        config.replaceSubrange(start, with: "\n" + Self.offlineSources())
        try playground.write("digest/paperboy.yml", config)

        let options = BuildOptions(doors: .testing, configFile: playground.url.appendingPathComponent("digest/paperboy.yml"), day: DigestDay("2024-11-28"),
                                   now: Playground.now, currentDirectory: playground.url,
                                   fetch: FetchOptions(offline: true))
        let report = try await SiteBuild(options: options).run()
        #expect(report.output == "digest/site")
        #expect(report.run?.failedSources.isEmpty == true)
        #expect(report.itemCount > 0)
        let page = try playground.read("digest/site/2024/11/28/index.html")
        #expect(page.contains("Tidepool 1.4.0"))
        #expect(try playground.read("digest/site/assets/style.css").utf8.elementsEqual(try #require(DefaultTheme.allFiles["assets/style.css"])))
        #expect(try playground.list("digest/templates") == ["README.md"])
        #expect(report.templateWarnings == [])
    }
}
