import Foundation
import PaperboyModels
import PaperboyViews
import Testing
@testable import PaperboyKit

/// The 👍, 👎 and mute links from the config to the built site: the file a link proposes is
/// one `paperboy` reads back as the same rating; `library: repository:` makes the links
/// appear on every page and in the e-mail, with the ratings folder as the repository sees it.
@Suite struct RatingLinksBuildTests {
    static let day = DigestDay("2024-11-28")!

    /// The query values of `url`, percent-decoded.
    static func query(_ url: String) throws -> [String: String] {
        let items = try #require(URLComponents(string: url)?.queryItems)
        return Dictionary(uniqueKeysWithValues: items.map { ($0.name, $0.value ?? "") })
    }

    static let hostile = Item(id: "arxiv:2411.18001", kind: .paper, title: "Ünïcode \"quotes\" & <tags>: #1 of 100% — a\\b",
                              url: "https://arxiv.org/abs/2411.18001", summary: "",
                              authors: [Author(name: "O'Brien, \"Jo\" #7: Zoë")])

    @Test("the file a link proposes reads back as the same rating", arguments: [Rating.Verdict.up, .down, .mute])
    func roundTrip(verdict: Rating.Verdict) throws {
        let links = try #require(RatingLinks(repository: "octo/digest", branch: "main", folder: "ratings")
            .links(for: Self.hostile, on: Self.day))
        let url = try #require(verdict == .up ? links.up : verdict == .down ? links.down : links.mute)
        let query = try Self.query(url)
        let filename = try #require(query["filename"])
        let value = try #require(query["value"])
        let expected = verdict == .mute
            ? Rating(verdict: .mute, target: .author("O'Brien, \"Jo\" #7: Zoë"), date: Self.day, days: Rating.defaultMuteDays)
            : Rating(verdict: verdict, target: .item("arxiv:2411.18001"), date: Self.day, title: Self.hostile.title)
        #expect(filename == "ratings/" + expected.fileName)
        #expect(value == expected.fileText)
        let read = try RatingFile.parse(value, file: filename)
        #expect(read.verdict == expected.verdict && read.target == expected.target && read.date == expected.date)
        #expect(read.days == expected.days && read.title == expected.title)
    }

    /// `site/paperboy.yml` with a library and `extra` under it.
    static func config(_ playground: Playground, library extra: String) throws -> PaperboyConfig {
        try playground.write("site/library.bib", "@article{a, title = {Sparse routing}, year = {2024}}\n")
        return try playground.loadConfig("title: T\nsources:\n  - name: a\n    path: feeds/a.xml\nlibrary:\n  paths: [library.bib]\n" + extra)
    }

    @Test("library: repository: sets the links; the folder is its path from the config's folder", arguments: [
        ("  repository: octo/digest\n", RatingLinks(repository: "octo/digest", branch: "main", folder: "ratings")),
        ("  repository: octo/digest\n  branch: digest\n  ratings: ./data/my ratings/\n",
         RatingLinks(repository: "octo/digest", branch: "digest", folder: "data/my ratings")),
        ("  repository: octo/digest\n  ratings: ../outside\n", nil),
        ("  ratings: ratings\n", nil),
    ])
    func siteOptions(extra: String, links: RatingLinks?) throws {
        let playground = try Playground()
        let config = try Self.config(playground, library: extra)
        #expect(try SiteBuild.siteOptions(config, baseURL: nil, fileSystem: .disk).ratingLinks == links)
    }

    @Test func withoutALibraryThereAreNoLinks() throws {
        let playground = try Playground()
        let config = try playground.loadConfig("title: T\nsources:\n  - name: a\n    path: feeds/a.xml\n")
        #expect(try SiteBuild.siteOptions(config, baseURL: nil, fileSystem: .disk).ratingLinks == nil)
    }

    /// A digest of rss.arxiv.org's listing of 2024-11-28 with a library, its e-mail edition on.
    private func setUp(_ playground: Playground, repository: String?) throws -> URL {
        try playground.write("listing.xml", ArxivListing.rss([ArxivListing.Entry(id: "2411.18001", title: "Sparse routing &amp; scale")],
                                                             pubDate: ArxivListing.pubDate(of: "2024-11-28")))
        try playground.write("library.bib", "@article{a, title = {Sparse routing}, year = {2024}}\n")
        return try playground.write("paperboy.yml", """
            title: Ratings
            base_url: https://octo.github.io/digest/
            templates: \(Playground.templates.path)
            sources:
              - name: listing
                path: listing.xml
                format: arxiv-listing
            library:
              paths: [library.bib]
            \(repository.map { "  repository: \($0)\n  branch: digest" } ?? "")
            email:
              enabled: true
              from: digest@example.org
              to: me@example.org
            """)
    }

    private func run(_ playground: Playground, _ config: URL, mode: SiteBuild.Mode) async throws {
        let options = BuildOptions(doors: .testing, configFile: config, day: Self.day, now: Playground.now, currentDirectory: playground.url)
        _ = try await SiteBuild(options: options, mode: mode).run()
    }

    @Test func aBuiltSiteOffersTheLinksOnceTheConfigNamesTheRepository() async throws {
        let playground = try Playground()
        let config = try setUp(playground, repository: nil)
        try await run(playground, config, mode: .build)
        let pages = ["site/2024/11/28/index.html", "site/index.html", "site/items/arxiv/2411.18001/index.html"]
        let before = try pages.filter(playground.exists).map(playground.read) + [try playground.read("email/2024-11-28.txt")]
        #expect(before.count >= 3 && before.allSatisfy { !$0.contains("github.com/octo/digest/new") && !$0.contains("class=\"rating\"") })

        // The repository named later: a render (no fetch) puts the links on the pages already written.
        _ = try setUp(playground, repository: "octo/digest")
        try await run(playground, config, mode: .render)
        let up = "https://github.com/octo/digest/new/digest?filename=ratings/2024-11-28-up-arxiv-2411.18001.yml&value="
            + "rating%3A%20up%0Aitem%3A%20%22arxiv%3A2411.18001%22%0Adate%3A%202024-11-28%0Atitle%3A%20%22Sparse%20routing%20%26%20scale%22%0A"
        let attribute = "href=\"" + up.replacingOccurrences(of: "&", with: "&amp;") + "\" rel=\"nofollow\""
        let day = try playground.read("site/2024/11/28/index.html")
        #expect(day.contains(attribute))
        #expect(day.contains("aria-label=\"Mute Ada Lovelace for 30 days\""))
        let sections = try playground.list("site/sections")
        #expect(try sections.contains { try playground.read("site/sections/\($0)/index.html").contains(attribute) }, "\(sections)")
        #expect(try playground.read("email/2024-11-28.html").contains(attribute))
        #expect(try playground.read("email/2024-11-28.txt").contains("\n  " + up + "\n"))
        #expect(try Self.query(up)["value"].map { try RatingFile.parse($0, file: "x").target } == .item("arxiv:2411.18001"))
    }
}
