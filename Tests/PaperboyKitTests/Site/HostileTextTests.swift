import Foundation
import PaperboyModels
import PaperboyServices
import PaperboyViews
import Testing

/// Feed text that tries to become markup, in every output format.
@Suite struct HostileTextTests {
    static let title = #"<script>alert(1)</script> *b* _i_ [x](javascript:alert(1)) ![i](http://x/i.png) `c` & "q" 'a' ]]>"#
    static let author = #"<img src=x onerror=alert(1)> [a](b)"#
    static let summary = #"</textarea><script>alert(2)</script> *s* ]]> &amp; \u{7}"#

    static func digest() -> Digest {
        let item = Item(id: "x:1\"><script>", kind: .post, title: title, url: #"https://e.org/?a="><script>alert(3)</script>"#,
                        summary: summary, authors: [Author(name: author)],
                        published: Date(timeIntervalSince1970: 1_732_730_400), categories: ["<b>cat</b>"])
        let bad = Item(id: "x:2", kind: .post, title: "js", url: "javascript:alert(4)", summary: "")
        return Digest(day: DigestDay("2024-11-28")!, title: "T", sections: [
            DigestSection(id: "s", title: "S <i>", entries: [DigestEntry(item: item), DigestEntry(item: bad)]),
        ])
    }

    static func site() throws -> [String: Data] {
        let renderer = SiteRenderer(theme: try DefaultTheme.theme(), options: SiteOptions(title: "T", baseURL: "https://example.org/d/"))
        let files = try renderer.render(days: [digest()], front: digest())
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
    }

    @Test func htmlPagesCarryNoFeedMarkup() throws {
        for (path, data) in try Self.site() where path.hasSuffix(".html") {
            let html = String(decoding: data, as: UTF8.self)
            #expect(!html.contains("<script>alert"), "\(path)")
            #expect(!html.contains("<img src=x"), "\(path)")
            #expect(!html.contains("href=\"javascript:"), "\(path)")
            #expect(!html.contains("<b>cat</b>"), "\(path)")
            #expect(!html.contains("S <i>"), "\(path)")
        }
        let day = String(decoding: try #require(try Self.site()["2024/11/28/index.html"]), as: UTF8.self)
        #expect(day.contains(#"&lt;script&gt;alert(1)&lt;/script&gt; *b* _i_ [x](javascript:alert(1))"#))
        #expect(day.contains(#"<a href="https://e.org/?a=&quot;&gt;&lt;script&gt;alert(3)&lt;/script&gt;">&lt;script&gt;alert(1)&lt;/script&gt;"#))
        #expect(day.contains(#"<h3>js</h3>"#))
    }

    @Test func markdownTitleCannotBecomeLinkImageOrHTML() throws {
        let md = String(decoding: try #require(try Self.site()["2024/11/28/index.md"]), as: UTF8.self)
        #expect(!md.replacingOccurrences(of: "\\<", with: "").contains("<script>"))
        #expect(!md.replacingOccurrences(of: "\\]", with: "").contains("](javascript"))
        #expect(!md.contains("![i]("))
        #expect(md.contains(#"\<script>alert(1)\</script> \*b\* \_i\_ \[x\](javascript:alert(1)) !\[i\](http://x/i.png) \`c\`"#))
    }

    @Test func jsonFeedAndSearchIndexRoundTripTheText() throws {
        let site = try Self.site()
        let feed = try JSONSerialization.jsonObject(with: try #require(site["feeds/feed.json"])) as? [String: Any]
        let item = try #require((feed?["items"] as? [[String: Any]])?.first)
        #expect(item["title"] as? String == Self.title)
        #expect((item["authors"] as? [[String: String]])?.first?["name"] == Self.author)
        let script = String(decoding: try #require(site["search/2024-11.js"]), as: UTF8.self)
        let json = script.dropFirst("paperboySearch(".count).dropLast(");\n".count)
        let shard = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect((shard?["docs"] as? [[Any]])?.first?.first as? String == Self.title)
    }

    @Test func atomReadsBackExactlyWithOurParser() throws {
        let feed = try FeedParser().parse(data: try #require(try Self.site()["feeds/atom.xml"]))
        let item = try #require(feed.items.first)
        #expect(item.title == Self.title)
        #expect(item.authors.map(\.name) == [Self.author])
        #expect(item.summary == Self.summary.replacingOccurrences(of: "\u{7}", with: ""))
        #expect(item.url == "https://example.org/d/2024/11/28/index.html#s--item-x-1-script")
        #expect(feed.items.count == 2)
    }
}
