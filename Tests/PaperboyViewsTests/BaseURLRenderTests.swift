import Foundation
import Testing
import PaperboyModels
@testable import PaperboyViews

/// A site published under a sub-path (a GitHub Pages project site, `https://user.github.io/repo/`):
/// the 404 page's links start at the base URL's path, the sitemap, canonical links and feeds are
/// absolute under it, and no id depends on it.
@Suite struct BaseURLRenderTests {
    static let base = "https://user.github.io/repo/"

    /// The fixture site rendered with `baseURL` (nil: none), by path.
    private func render(baseURL: String?) throws -> [String: String] {
        let renderer = SiteRenderer(theme: try Theme.load(from: Fixtures.templatesFolder, fileSystem: .disk),
                                    options: SiteOptions(title: "Digest", baseURL: baseURL, aboutMarkdown: "About *us*."))
        let older = Digest(day: DigestDay(year: 2024, month: 11, day: 27)!, title: "Older", sections: Fixtures.digest().sections,
                           sources: [])
        let files = try renderer.render(days: [older, Fixtures.digest()], front: Fixtures.digest())
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, String(decoding: $0.contents, as: UTF8.self)) })
    }

    /// Every `href="…"` and `src="…"` value of an HTML page.
    private func references(_ html: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: #"\s(?:href|src)="([^"]*)""#)
        let range = NSRange(html.startIndex..., in: html)
        return regex.matches(in: html, range: range).map { String(html[Range($0.range(at: 1), in: html)!]) }
    }

    private func matches(_ pattern: String, in text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { String(text[Range($0.range(at: 1), in: text)!]) }
    }

    @Test func the404PageLinksStartAtTheBaseURLPath() throws {
        let page = try #require(try render(baseURL: Self.base)["404.html"])
        let links = references(page).filter { !$0.hasPrefix("#") }
        #expect(links.count >= 8)
        for link in links { #expect(link.hasPrefix("/repo/"), "\(link)") }
        for path in ["/repo/assets/style.css", "/repo/index.html", "/repo/archive/index.html", "/repo/search/index.html",
                     "/repo/feeds/atom.xml", "/repo/feeds/feed.json", "/repo/sections/papers/index.html", "/repo/about.html"] {
            #expect(links.contains(path), "\(path)")
        }
        #expect(!page.contains("rel=\"canonical\""), "the 404 page is served at any address: no canonical link")
    }

    @Test func withoutABaseURLThe404PageLinksStartAtTheRoot() throws {
        let page = try #require(try render(baseURL: nil)["404.html"])
        let links = references(page).filter { !$0.hasPrefix("#") }
        #expect(!links.isEmpty)
        for link in links { #expect(link.hasPrefix("/") && !link.hasPrefix("//"), "\(link)") }
        #expect(links.contains("/assets/style.css"))
    }

    @Test func the404PageKeepsTheBaseURLPathsEscapes() {
        #expect(SiteOptions(title: "T", baseURL: "https://x.example/my%20digest").baseURLPath == "/my%20digest/")
        #expect(SiteOptions(title: "T", baseURL: "https://x.example").baseURLPath == "/")
        #expect(SiteOptions(title: "T").baseURLPath == "/")
    }

    @Test func theSitemapListsAbsoluteURLsUnderTheBase() throws {
        let sitemap = try #require(try render(baseURL: Self.base)["sitemap.xml"])
        let urls = matches("<loc>([^<]*)</loc>", in: sitemap)
        #expect(urls.count >= 8)
        for url in urls { #expect(url.hasPrefix(Self.base), "\(url)") }
        for path in ["", "archive/", "search/", "about.html", "2024/11/27/", "2024/11/28/", "sections/papers/", "categories/cs-cl/"] {
            #expect(urls.contains(Self.base + path), "\(path)")
        }
        #expect(try render(baseURL: nil)["sitemap.xml"] == nil)
    }

    @Test func everyHTMLPageButThe404HasItsCanonicalURL() throws {
        let pages = try render(baseURL: Self.base)
        let expected = [
            "index.html": "", "2024/11/28/index.html": "2024/11/28/", "2024/11/27/index.html": "2024/11/27/",
            "archive/index.html": "archive/", "search/index.html": "search/", "about.html": "about.html",
            "categories/index.html": "categories/", "categories/cs-cl/index.html": "categories/cs-cl/",
            "sections/papers/index.html": "sections/papers/",
        ]
        for (path, url) in expected {
            let page = try #require(pages[path], "\(path)")
            #expect(matches(#"<link rel="canonical" href="([^"]*)">"#, in: page) == [Self.base + url], "\(path)")
        }
        for (path, page) in pages where path.hasSuffix(".html") && path != "404.html" {
            #expect(matches(#"<link rel="canonical" href="([^"]*)">"#, in: page).count == 1, "\(path)")
        }
    }

    @Test func withoutABaseURLPagesHaveNoCanonicalLinkAndOtherwiseTheSameBytes() throws {
        let plain = try render(baseURL: nil)
        let based = try render(baseURL: Self.base)
        #expect(Set(plain.keys).union(["sitemap.xml"]) == Set(based.keys))
        #expect(plain["robots.txt"] != based["robots.txt"], "only robots.txt with a base URL names the sitemap")
        for (path, page) in plain where path.hasSuffix(".html") {
            #expect(!page.contains("rel=\"canonical\""), "\(path)")
            guard path != "404.html" else { continue }
            // Links stay relative: the page is the same but for its canonical link and og:url.
            let stripped = based[path]?.replacingOccurrences(of: #"<link rel="canonical" href="[^"]*">\n"#, with: "",
                                                             options: .regularExpression)
                .replacingOccurrences(of: #"<meta property="og:url" content="[^"]*">\n"#, with: "", options: .regularExpression)
            #expect(stripped == page, "\(path)")
        }
        for (path, page) in plain where path.hasSuffix(".md") { #expect(based[path] == page, "\(path)") }
    }

    @Test func canonicalURLsDropAFoldersIndexPage() {
        let options = SiteOptions(title: "T", baseURL: "https://user.github.io/repo")
        #expect(options.canonicalURL(of: "index.html") == "https://user.github.io/repo/")
        #expect(options.canonicalURL(of: "2024/11/28/index.html") == "https://user.github.io/repo/2024/11/28/")
        #expect(options.canonicalURL(of: "about.html") == "https://user.github.io/repo/about.html")
        #expect(SiteOptions(title: "T").canonicalURL(of: "index.html") == nil)
    }

    @Test func feedLinksAreAbsoluteUnderTheBase() throws {
        let pages = try render(baseURL: Self.base)
        let atom = try #require(pages["feeds/atom.xml"])
        #expect(atom.contains(#"<link rel="self" type="application/atom+xml" href="https://user.github.io/repo/feeds/atom.xml"/>"#))
        #expect(atom.contains(#"<link rel="alternate" type="text/html" href="https://user.github.io/repo/"/>"#))
        let entryLinks = matches(#"<link rel="alternate" type="text/html" href="([^"]*)"/>"#, in: atom).dropFirst()
        #expect(!entryLinks.isEmpty)
        for link in entryLinks { #expect(link.hasPrefix(Self.base + "2024/11/"), "\(link)") }
        let section = try #require(pages["feeds/papers.atom.xml"])
        #expect(section.contains(#"href="https://user.github.io/repo/feeds/papers.atom.xml"/>"#))

        let json = try #require(pages["feeds/feed.json"].map { Data($0.utf8) })
        let document = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        #expect(document["feed_url"] as? String == Self.base + "feeds/feed.json")
        #expect(document["home_page_url"] as? String == Self.base)
        let items = try #require(document["items"] as? [[String: Any]])
        #expect(!items.isEmpty)
        for item in items { #expect((item["url"] as? String)?.hasPrefix(Self.base + "2024/11/") == true) }
    }

    @Test func feedAndEntryIdsDoNotDependOnTheBaseURL() throws {
        let plain = try render(baseURL: nil)
        let based = try render(baseURL: Self.base)
        let other = try render(baseURL: "https://example.org/elsewhere/")
        for path in plain.keys.filter({ $0.hasPrefix("feeds/") }).sorted() {
            let pattern = path.hasSuffix(".xml") ? "<id>([^<]*)</id>" : #""id" : "([^"]*)""#
            let ids = matches(pattern, in: plain[path]!)
            #expect(ids.count > 1 || path.contains("empty"), "\(path)")
            #expect(matches(pattern, in: based[path] ?? "") == ids, "\(path)")
            #expect(matches(pattern, in: other[path] ?? "") == ids, "\(path)")
            for id in ids { #expect(id.hasPrefix("urn:paperboy:"), "\(path): \(id)") }
        }
        #expect(plain["feeds/atom.xml"]?.contains("<id>urn:paperboy:site:feeds/atom.xml</id>") == true)
    }
}
