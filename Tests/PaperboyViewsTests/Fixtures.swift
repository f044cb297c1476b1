import Foundation
import PaperboyModels
@testable import PaperboyViews

/// Shared inputs for the view tests.
enum Fixtures {
    /// The repository's default theme folder, found from this file's path.
    static let templatesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Templates")

    static let day = DigestDay(year: 2024, month: 11, day: 28)!

    /// 2024-11-27T18:00:00Z.
    static let published = Date(timeIntervalSince1970: 1_732_730_400)

    static func paper(title: String = "Attention <script>alert(1)</script> is *all* you need",
                      authors: [String] = ["Ada `Lovelace`", "[x](javascript:alert(1))"]) -> Item {
        Item(
            id: "arxiv:2411.01234", kind: .paper, title: title, url: "https://arxiv.org/abs/2411.01234v1",
            summary: "We show that <b>bold</b> claims & _emphasis_ hold.",
            summaryHTML: "<p>We show that <b>bold</b> claims &amp; _emphasis_ hold.</p>",
            authors: authors.map { Author(name: $0) }, published: published, categories: ["cs.CL", "cs.LG"],
            paper: Paper(arxivID: ArxivID("2411.01234")!, version: 1, primaryCategory: "cs.CL",
                         comment: "12 pages, <i>3</i> figures", announceType: .new))
    }

    static let repository = Item(
        id: "github:octo/swift-thing", kind: .repository, title: "octo/swift-thing", url: "https://github.com/octo/swift-thing",
        summary: "A *fast* thing | with pipes",
        repository: Repository(fullName: "octo/swift-thing", owner: "octo", description: "A *fast* thing | with pipes",
                               stars: 12_345, language: "Swift", topics: ["swift", "server-side"], license: "MIT"))

    static let post = Item(
        id: "tag:example.org,2024:1", kind: .post, title: "1. Release `v2` > notes", url: "javascript:alert(1)",
        summary: "Fixes #12 and ![img](http://x/y.png)", summaryHTML: "<p>Fixes #12</p>",
        authors: [Author(name: "Release Bot")], published: published)

    static func digest(sections: [DigestSection]? = nil) -> Digest {
        Digest(
            day: day, title: "Daily <Digest>",
            sections: sections ?? [
                DigestSection(id: "papers", title: "Papers & *Preprints*", items: [paper()]),
                DigestSection(id: "repos", title: "Repositories", items: [repository]),
                DigestSection(id: "posts", title: "Posts", items: [post]),
                DigestSection(id: "empty", title: "Empty", items: []),
            ],
            sources: [DigestSource(name: "arxiv", format: "arxiv-listing", title: "cs updates", link: "https://rss.arxiv.org/rss/cs", itemCount: 1)])
    }

    static func renderDefault(_ digest: Digest) throws -> [String: String] {
        let files = try SiteRenderer(theme: Theme.load(from: templatesFolder, fileSystem: .disk)).render(digest)
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, String(decoding: $0.contents, as: UTF8.self)) })
    }
}
