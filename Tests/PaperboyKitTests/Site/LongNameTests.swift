import Foundation
import PaperboyModels
import Testing
@testable import PaperboyKit

/// A 300-byte category (from a feed) or section title becomes a short file name with a
/// stable hash, not a name the file system refuses.
@Suite struct LongNameTests {
    static let long = String(repeating: "very long words ", count: 19)  // 304 bytes

    @Test func aLongSlugKeepsItsFirstWordsAndEndsInAStableHash() {
        let slug = DigestSection.slug(from: Self.long)
        #expect(slug.utf8.count <= DigestSection.maxSlugLength)
        #expect(slug.hasPrefix("very-long-words-very-long-words"))
        #expect(slug == DigestSection.slug(from: Self.long), "stable")
        #expect(slug != DigestSection.slug(from: Self.long + "x"), "another name, another hash")
        #expect(DigestSection.slug(from: "Short title") == "short-title")
    }

    @Test func aBuildWithLongNamesSucceedsAndEveryPathComponentIsShort() async throws {
        let playground = try Playground()
        try playground.write("feeds/news.xml", """
            <rss version="2.0"><channel><title>News</title>
            <item><title>A post</title><link>https://lab.example/a</link><guid>a</guid><category>\(Self.long)</category></item>
            </channel></rss>
            """)
        let config = try playground.write("paperboy.yml", """
            title: Long
            templates: \(Playground.templates.path)
            sources:
              - name: news
                path: feeds/news.xml
            sections:
              - title: \(Self.long)
            """)
        let report = try await SiteBuild(options: BuildOptions(doors: .testing, configFile: config, day: DigestDay("2024-11-28"), now: Date(),
                                                               currentDirectory: playground.url)).run()
        #expect(report.itemCount == 1)
        let longest = report.files.flatMap { $0.split(separator: "/") }.map(\.utf8.count).max() ?? 0
        #expect(longest <= DigestSection.maxSlugLength + ".atom.json".utf8.count)
        #expect(report.files.contains { $0.hasPrefix("categories/very-long-words-") })
    }
}
