import Foundation
import PaperboyModels
import Testing
@testable import PaperboyViews

/// A GitHub release (an entry of a `releases.atom` feed) names its project wherever its
/// title is shown: `python/cpython v3.11.16`, not the bare tag.
@Suite struct ReleaseCardTests {
    /// As the parse stage makes an entry of https://github.com/python/cpython/releases.atom.
    static let release = Item(
        id: "tag:github.com,2008:Repository/81598961/v3.11.16", kind: .post, title: "v3.11.16",
        url: "https://github.com/python/cpython/releases/tag/v3.11.16",
        summary: "Release notes of Python 3.11.16.", updated: Fixtures.published)
    static let digest = Digest(day: Fixtures.day, title: "Digest", sections: [DigestSection(id: "releases", title: "Releases", items: [release])])

    @Test func dayPagesNameTheProject() throws {
        let files = try Fixtures.renderDefault(Self.digest)
        let html = try #require(files["2024/11/28/index.html"])
        #expect(html.contains("<h3><a href=\"https://github.com/python/cpython/releases/tag/v3.11.16\">python/cpython v3.11.16</a></h3>"))
        let markdown = try #require(files["2024/11/28/index.md"])
        #expect(markdown.contains("### [python/cpython v3\\.11\\.16](https://github.com/python/cpython/releases/tag/v3.11.16)")
            || markdown.contains("### [python/cpython v3.11.16](https://github.com/python/cpython/releases/tag/v3.11.16)"))
    }

    @Test func feedsSearchAndEmailNameTheProject() throws {
        let summary = DaySummary(digest: Self.digest)
        #expect(summary.entries.map(\.title) == ["python/cpython v3.11.16"])
        let feeds = FeedFiles(options: SiteOptions(title: "Digest", baseURL: "https://example.org/d/"), days: [summary],
                              sections: [(id: "releases", title: "Releases")]).files()
        let atom = String(decoding: try #require(feeds.first { $0.path == "feeds/atom.xml" }).contents, as: UTF8.self)
        #expect(atom.contains("<title type=\"text\">python/cpython v3.11.16</title>"))
        let json = String(decoding: try #require(feeds.first { $0.path == "feeds/feed.json" }).contents, as: UTF8.self)
        #expect(json.contains("\"title\" : \"python/cpython v3.11.16\""))

        let shard = try SearchFixtures.object(SearchFixtures.files([summary])["search/2024-11.js"])
        #expect((shard["docs"] as? [[Any]])?.first?.first as? String == "python/cpython v3.11.16")
        #expect(try SearchFixtures.documents(of: "cpython", in: shard)[0] != nil)

        let mail = try EmailEditionTests.edition(Self.digest)
        #expect(try #require(mail["2024-11-28.txt"]).contains("* python/cpython v3.11.16\n"))
        #expect(try #require(mail["2024-11-28.html"]).contains(">python/cpython v3.11.16</a>"))
    }
}
