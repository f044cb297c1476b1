import Foundation
import Testing
import PaperboyModels
@testable import PaperboyKit

@Suite struct SiteBuildTests {
    /// 2024-11-28T12:00:00Z.
    static let noon = Date(timeIntervalSince1970: 1_732_795_200)

    static let feed = """
        <?xml version="1.0" encoding="UTF-8"?>
        <rss version="2.0">
          <channel>
            <title>Lab news</title>
            <link>https://lab.example/</link>
            <description>News</description>
            <item>
              <title>A new language model for &lt;script&gt; tags</title>
              <link>https://lab.example/llm</link>
              <description>We trained a *small* language model.</description>
              <guid>https://lab.example/llm</guid>
              <pubDate>Wed, 27 Nov 2024 10:00:00 GMT</pubDate>
            </item>
            <item>
              <title>Robots at the open day</title>
              <link>https://lab.example/robots</link>
              <description>Photos from the open day.</description>
              <guid>https://lab.example/robots</guid>
              <pubDate>Tue, 26 Nov 2024 10:00:00 GMT</pubDate>
            </item>
          </channel>
        </rss>
        """

    static let config = """
        title: Lab digest
        time_zone: Europe/Berlin
        templates: TEMPLATES
        sources:
          - name: news
            path: feeds/news.xml
        sections:
          - title: Language models
            include: ["language model*"]
          - title: Everything else
            exclude: ["language model*"]
        """

    private func setUp(_ playground: Playground) throws -> URL {
        try playground.write("feeds/news.xml", Self.feed)
        return try playground.write("paperboy.yml", Self.config.replacingOccurrences(of: "TEMPLATES", with: Playground.templates.path))
    }

    private func build(_ playground: Playground, config: URL, day: DigestDay? = DigestDay("2024-11-28"), now: Date = noon) async throws -> BuildReport {
        try await SiteBuild(options: BuildOptions(doors: .testing, configFile: config, day: day, output: nil, now: now, currentDirectory: playground.url)).run()
    }

    @Test func buildsTheSiteFromAConfigAndAFeed() async throws {
        let playground = try Playground()
        let config = try setUp(playground)
        let report = try await build(playground, config: config)
        #expect(report.summary == "Built 2024-11-28 from 1 source: 2 new items, 0 updates into data/; 2 items in 2 sections; 1 day into site/ (27 files, 27 written, 0 removed).")
        #expect(report.files.filter { !$0.contains("/") || $0.hasPrefix("20") } == [
            ".nojekyll", "2024/11/28/compact.html", "2024/11/28/index.html", "2024/11/28/index.md", "404.html", "index.html", "index.md", "report.json",
            "robots.txt"])
        #expect(try playground.list("site") == [
            ".nojekyll", ".paperboy", "2024", "404.html", "archive", "assets", "authors", "categories", "feeds", "index.html", "index.md",
            "report.json", "robots.txt", "search", "sections"])
        #expect(try playground.list("data") == [".gitignore", "days", "index.json"])
        let html = try playground.read("site/index.html")
        #expect(html.contains("<h2 id=\"language-models--heading\">Language models</h2>\n<details class=\"fold\" open>\n<summary>1 item</summary>"))
        #expect(html.contains(#"<a href="https://lab.example/llm">A new language model for &lt;script&gt; tags</a>"#))
        #expect(html.contains("<h2 id=\"everything-else--heading\">Everything else</h2>\n<details class=\"fold\" open>\n<summary>1 item</summary>"))
        #expect(html.contains(#"<a href="https://lab.example/robots">Robots at the open day</a>"#))
        let md = try playground.read("site/index.md")
        #expect(md.contains(##"### [A new language model for \<script> tags](https://lab.example/llm)"##))
        #expect(md.contains("We trained a \\*small\\* language model."))
    }

    @Test func twoBuildsGiveIdenticalBytes() async throws {
        let playground = try Playground()
        let config = try setUp(playground)
        _ = try await build(playground, config: config)
        let first = try playground.snapshot("site")
        let data = try playground.snapshot("data")
        let again = try await build(playground, config: config, now: Self.noon.addingTimeInterval(3600))
        #expect(again.change?.changed == false)
        #expect(try playground.snapshot("site") == first)
        #expect(try playground.snapshot("data") == data)
        #expect(first.count == 28)
    }

    @Test func theDayDefaultsToTodayInTheConfiguredTimeZone() async throws {
        let playground = try Playground()
        let config = try setUp(playground)
        // 23:30 UTC on the 28th is already the 29th in Berlin.
        let report = try await build(playground, config: config, day: nil, now: Date(timeIntervalSince1970: 1_732_836_600))
        #expect(report.day.isoText == "2024-11-29")
        #expect(try playground.read("site/index.html").contains(#"<time datetime="2024-11-29">Friday, 29 November 2024</time>"#))
    }

    /// Builds expecting every source to fail; returns the run report the error carries.
    private func failingBuild(_ playground: Playground, config: URL) async throws -> RunReport {
        do {
            _ = try await build(playground, config: config)
            Issue.record("expected every source to fail")
            return RunReport(day: DigestDay("2024-11-28")!, mode: "", sources: [])
        } catch let error as PipelineError {
            let failed = try #require(error.underlying as? AllSourcesFailedError)
            #expect(error.step == "archive items")
            return failed.report
        }
    }

    @Test func aBrokenFeedFailsItsSourceAndTheReportNamesFileAndLine() async throws {
        let playground = try Playground()
        let config = try setUp(playground)
        try playground.write("feeds/news.xml", "<rss version=\"2.0\">\n  <channel>\n    <item><title>x</title>\n  </channel>\n</rss>\n")
        let report = try await failingBuild(playground, config: config)
        let source = try #require(report.sources.first)
        #expect(source.status == .failed)
        #expect(source.failure?.url == "feeds/news.xml")
        #expect(source.failure?.description.hasPrefix("feeds/news.xml: line 4:") == true)
        // Its only source failed: nothing is written, not even a site.
        #expect(try playground.list() == ["data", "feeds", "paperboy.yml"])
    }

    @Test func aMissingFeedIsAConfigErrorBeforeAnythingIsWritten() async throws {
        let playground = try Playground()
        let config = try setUp(playground)
        _ = try await build(playground, config: config)
        let before = try playground.snapshot("site")
        try FileManager.default.removeItem(at: playground.url.appendingPathComponent("feeds/news.xml"))
        do {
            _ = try await build(playground, config: config)
            Issue.record("expected an error")
        } catch let error as PipelineError {
            #expect(ExitStatus.of(error) == .badConfig)
            #expect(error.description == "load config: paperboy.yml:6:11: sources[0].path: no such file: feeds/news.xml (paths are relative to the config file)")
        }
        #expect(try playground.snapshot("site") == before)
    }

    @Test func aBrokenTemplateFailsBeforeAnythingIsWritten() async throws {
        let playground = try Playground()
        let config = try setUp(playground)
        _ = try await build(playground, config: config)
        let before = try playground.snapshot("site")
        try playground.write("theme/day.html.mustache", "<p>\n{{#sections}}\n")
        try playground.write("theme/day.md.mustache", "{{%CONTENT_TYPE: TEXT}}\n")
        try playground.write("paperboy.yml", Self.config.replacingOccurrences(of: "TEMPLATES", with: "theme"))
        do {
            _ = try await build(playground, config: config)
            Issue.record("expected an error")
        } catch let error as PipelineError {
            #expect(error.step == "load theme")
            #expect(error.description.hasSuffix("theme/day.html.mustache:2:1: {{#sections}} is never closed (no {{/sections}})"))
        }
        #expect(try playground.snapshot("site") == before)
    }

    @Test func configErrorsComeFromTheFirstStep() async throws {
        let playground = try Playground()
        _ = try setUp(playground)
        let config = try playground.write("bad.yml", "sources:\n  - name: news\n    path: feeds/news.xml\n    colour: blue\n")
        do {
            _ = try await build(playground, config: config)
            Issue.record("expected an error")
        } catch let error as PipelineError {
            #expect(error.description == #"load config: bad.yml:4:5: sources[0].colour: unknown key "colour" (expected one of: name, kind, path, url, format, categories, batch_size, announce, query, max_results, page_size, days, sort, order)"#)
        }
    }
}
