import Foundation
import Testing
import PaperboyModels
@testable import PaperboyViews

/// Every HTML page's sharing data: description, canonical and OpenGraph URL, OpenGraph and
/// Twitter card tags, theme colours, the favicon, and `robots.txt`; all of it escaped.
@Suite struct SharingTagsTests {
    static let base = "https://user.github.io/repo/"
    static let hostile = "Quote \" and ' <script>alert(1)</script> & more"

    private func render(title: String = "Digest", baseURL: String? = base, sections: [DigestSection]? = nil) throws -> [String: String] {
        let renderer = SiteRenderer(theme: try Theme.load(from: Fixtures.templatesFolder, fileSystem: .disk),
                                    options: SiteOptions(title: title, baseURL: baseURL, aboutMarkdown: "About."))
        var digest = Fixtures.digest(sections: sections)
        digest.title = title
        let files = try renderer.render(days: [digest], front: digest)
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, String(decoding: $0.contents, as: UTF8.self)) })
    }

    /// The `content` of `<meta {attribute}="{name}" content="…">`, nil when absent.
    private func meta(_ name: String, attribute: String = "name", in html: String) -> [String] {
        let pattern = "<meta \(attribute)=\"\(NSRegularExpression.escapedPattern(for: name))\" content=\"([^\"]*)\""
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: html, range: NSRange(html.startIndex..., in: html)).map { String(html[Range($0.range(at: 1), in: html)!]) }
    }

    private func htmlPages(_ pages: [String: String]) -> [(String, String)] {
        pages.filter { $0.key.hasSuffix(".html") }.sorted { $0.key < $1.key }
    }

    @Test func everyHTMLPageHasItsSharingTags() throws {
        let pages = try render()
        #expect(htmlPages(pages).count >= 9)
        for (path, html) in htmlPages(pages) {
            #expect(meta("description", in: html).count == 1 && meta("description", in: html).first?.isEmpty == false, "\(path)")
            #expect(meta("og:title", attribute: "property", in: html).first?.isEmpty == false, "\(path)")
            #expect(meta("og:description", attribute: "property", in: html) == meta("description", in: html), "\(path)")
            #expect(meta("og:type", attribute: "property", in: html) == ["website"], "\(path)")
            #expect(meta("og:site_name", attribute: "property", in: html) == ["Digest"], "\(path)")
            #expect(meta("twitter:card", in: html) == ["summary"], "\(path)")
            #expect(html.contains(##"<meta name="theme-color" content="#fbfaf7" media="(prefers-color-scheme: light)">"##), "\(path)")
            #expect(html.contains(##"<meta name="theme-color" content="#131416" media="(prefers-color-scheme: dark)">"##), "\(path)")
            #expect(html.contains(#"<link rel="icon" href=""#) && html.contains(#"assets/favicon.svg" type="image/svg+xml">"#), "\(path)")
        }
        // og:url is the canonical URL, and only where there is one (not on the 404 page).
        #expect(meta("og:url", attribute: "property", in: pages["index.html"]!) == [Self.base])
        #expect(meta("og:url", attribute: "property", in: pages["archive/index.html"]!) == [Self.base + "archive/"])
        #expect(meta("og:url", attribute: "property", in: pages["404.html"]!).isEmpty)
        #expect(meta("og:url", attribute: "property", in: try render(baseURL: nil)["index.html"]!).isEmpty)
    }

    @Test func aDayPagesDescriptionHasItsCountsAndFirstTitles() throws {
        let day = try #require(try render()["2024/11/28/index.html"])
        let description = try #require(meta("description", in: day).first)
        #expect(description.hasPrefix("Thursday, 28 November 2024: 3 items (Papers &amp; *Preprints* 1, Repositories 1, Posts 1)."))
        #expect(description.contains("octo/swift-thing"))
        #expect(!description.contains("Empty"), "a section without items is not counted")
        // An item in two sections counts once in the day's total.
        let twice = [DigestSection(id: "a", title: "A", items: [Fixtures.repository]),
                     DigestSection(id: "b", title: "B", items: [Fixtures.repository, Fixtures.post])]
        let shared = try #require(meta("description", in: try render(sections: twice)["index.html"]!).first)
        #expect(shared.hasPrefix("Thursday, 28 November 2024: 2 items (A 1, B 2). octo/swift-thing; 1. Release `v2` &gt; notes"))
        #expect(meta("description", in: try render()["archive/index.html"]!).first?.hasPrefix("Every day of Digest") == true)
    }

    @Test func hostileTitlesAreEscapedInEveryTag() throws {
        let paper = Fixtures.paper(title: Self.hostile)
        let pages = try render(title: Self.hostile, sections: [DigestSection(id: "p", title: Self.hostile, items: [paper])])
        let escaped = "Quote &quot; and &#39; &lt;script&gt;alert(1)&lt;/script&gt; &amp; more"
        for (path, html) in htmlPages(pages) {
            let head = String(html[..<html.range(of: "</head>")!.lowerBound])
            #expect(!head.contains("<script>"), "\(path)")
            #expect(meta("og:site_name", attribute: "property", in: head) == [escaped], "\(path)")
            #expect(meta("og:title", attribute: "property", in: head).first?.contains(escaped) == true, "\(path)")
            #expect(meta("description", in: head).first?.contains(escaped) == true, "\(path)")
            // Every attribute value ends at its own quote: no tag gains a stray attribute.
            for line in head.split(separator: "\n") where line.hasPrefix("<meta ") {
                #expect(line.filter { $0 == "\"" }.count % 2 == 0 && line.hasSuffix("\">"), "\(path): \(line)")
            }
        }
    }

    @Test func longDescriptionsAreCutAtAWord() {
        let text = PageDescription.cut(String(repeating: "word ", count: 100))
        #expect(text.count <= PageDescription.limit)
        #expect(text.hasSuffix("word…"))
        #expect(PageDescription.cut("two\nlines\t here") == "two lines here")
    }

    @Test func robotsAllowsAllAndNamesTheSitemapWithABaseURL() throws {
        let with = try #require(try render()["robots.txt"])
        #expect(with == "User-agent: *\nAllow: /\n\nSitemap: \(Self.base)sitemap.xml\n")
        let without = try #require(try render(baseURL: nil)["robots.txt"])
        #expect(without == "User-agent: *\nAllow: /\n")
        #expect(!without.contains("Sitemap"))
        let broken = Robots.file(options: SiteOptions(title: "T", baseURL: "https://x.example/a\nDisallow: /"))
        #expect(String(decoding: broken.contents, as: UTF8.self).split(separator: "\n").count == 3, "a line break in the base URL starts no rule")
    }

    @Test func theThemeWritesTheFavicon() throws {
        let icon = try #require(try render()["assets/favicon.svg"])
        #expect(icon.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(icon.contains("prefers-color-scheme:dark"))
        #expect(icon.utf8.count < 1_000)
    }
}
