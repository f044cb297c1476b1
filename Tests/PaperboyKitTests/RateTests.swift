import Foundation
import PaperboyFileSystem
@testable import PaperboyKit
import PaperboyModels
import PaperboyStore
import Testing

/// `paperboy rate` (``RatingWriter``) into an archive built from a listing, `check`'s look at
/// the ratings folder, and the `library:` keys that place it.
@Suite struct RateTests {
    static let config = """
        title: Papers
        templates: TEMPLATES
        sources:
          - name: arxiv
            path: feeds/listing.xml
            format: arxiv-listing
        library:
          paths: [library]
          repository: me/digest
        """

    /// A project whose archive holds 2411.00001 on 2024-11-28; its config file.
    private func project(_ playground: Playground) async throws -> URL {
        try playground.write("feeds/listing.xml", ArxivListing.rss([
            ArxivListing.Entry(id: "2411.00001", title: "Sparse \"attention\" for long documents", abstract: "Long documents."),
        ]))
        try playground.write("library/ids.txt", "2411.00001\n")
        let config = try playground.write("paperboy.yml", Self.config.replacingOccurrences(of: "TEMPLATES", with: Playground.templates.path))
        _ = try await SiteBuild(options: BuildOptions(doors: .testing, configFile: config, day: DigestDay("2024-11-28"), now: Playground.now,
                                                      currentDirectory: playground.url), mode: .build).run()
        return config
    }

    private func options(_ config: URL, _ playground: Playground, item: String?, _ verdict: Rating.Verdict,
                         author: String? = nil, days: Int? = nil, date: String? = nil) -> RateOptions {
        RateOptions(configFile: config, currentDirectory: playground.url, item: item, verdict: verdict, author: author,
                    days: days, date: date, now: Playground.now, fileSystem: .disk)
    }

    @Test("up: the item's file with its title, named by the day, in ratings/ beside the config")
    func up() async throws {
        let playground = try Playground()
        let config = try await project(playground)
        let result = try RatingWriter.run(options(config, playground, item: "arXiv:2411.00001v1", .up, date: "2024-11-28"))
        #expect(result.path == "ratings/2024-11-28-up-arxiv-2411.00001.yml")
        #expect(!result.unchanged)
        #expect(try playground.read(result.path) == """
            rating: up
            item: "arxiv:2411.00001"
            date: 2024-11-28
            title: "Sparse \\"attention\\" for long documents"

            """)
        let again = try RatingWriter.run(options(config, playground, item: "2411.00001", .up, date: "2024-11-28"))
        #expect(again.unchanged, "the same day, item and verdict is the same rating")
        let read = RatingsFolder(folder: playground.url.appendingPathComponent("ratings"), currentDirectory: playground.url, fileSystem: .disk).read()
        #expect(read.issues.isEmpty)
        #expect(read.ratings.map(\.target) == [.item("arxiv:2411.00001")])
    }

    @Test("mute: no item needed, 30 days by default, today in the config's time zone")
    func mute() async throws {
        let playground = try Playground()
        let config = try await project(playground)
        try playground.write("ratings/2025-01-01-mute-author-jane-doe.yml", "stale bytes\n")
        let result = try RatingWriter.run(options(config, playground, item: "2411.99999", .mute, author: "Jane Doe"))
        #expect(result.path == "ratings/2025-01-01-mute-author-jane-doe.yml")
        #expect(!result.unchanged)
        #expect(try playground.read(result.path) == "rating: mute\nauthor: \"Jane Doe\"\ndays: 30\ndate: 2025-01-01\n")
    }

    @Test("an id the archive lacks, and a config without a library, are errors naming what is missing")
    func rejects() async throws {
        let playground = try Playground()
        let config = try await project(playground)
        #expect { try RatingWriter.run(options(config, playground, item: "2411.99999", .down)) } throws: { error in
            "\(error)" == "data: no item arxiv:2411.99999 in the archive (a rating names an item a digest listed)"
        }
        #expect(!playground.exists("ratings"))
        let bare = try playground.write("bare.yml", "sources:\n  - name: arxiv\n    path: feeds/listing.xml\n")
        #expect(throws: RateError.self) { try RatingWriter.run(options(bare, playground, item: "2411.00001", .up)) }
        #expect(options(config, playground, item: "2411.00001", .up, days: 3).problem == "--days is for mute only")
        #expect(options(config, playground, item: nil, .mute).problem == "mute needs exactly one of --author and --term")
        #expect(options(config, playground, item: nil, .mute, author: "A", days: 3651).problem == "--days must be from 1 to 3650, got 3651")
    }

    @Test("the file is written through the FileSystem seam")
    func writesThroughTheFileSystem() async throws {
        let playground = try Playground()
        let config = try await project(playground)
        struct Refused: Error {}
        var fileSystem = FileSystem.disk
        fileSystem.write = { _, _ in throw Refused() }
        var refused = options(config, playground, item: "2411.00001", .up, date: "2024-11-28")
        refused.fileSystem = fileSystem
        #expect { try RatingWriter.run(refused) } throws: { error in
            (error as? RateError)?.cause is Refused
        }
        #expect(!playground.exists("ratings/2024-11-28-up-arxiv-2411.00001.yml"))
    }

    @Test("check reads the ratings folder: a malformed file with its line")
    func check() async throws {
        let playground = try Playground()
        let config = try await project(playground)
        try playground.write("ratings/2024-11-28-up-x.yml", "rating: up\nitem: 2411.00001\ndate: 2024-11-28\n")
        try playground.write("ratings/2024-11-29-up-y.yml", "rating: up\n\nitem: 2411.00001\ndate: tomorrow\n")
        let check = try #require(try LibraryCheck.run(configFile: config, currentDirectory: playground.url, fileSystem: .disk))
        #expect(check.ratings.ratings.count == 1)
        #expect(check.ratings.issues.map(\.description)
            == ["ratings/2024-11-29-up-y.yml:4:7: date must be a day like 2024-11-28, got \"tomorrow\""])
        #expect(check.ratingsSummary == "ratings: 1 rating in ratings/; 1 malformed file skipped.")
    }

    @Test("library: ratings:, repository: and branch: with their defaults and checks")
    func libraryKeys() throws {
        let playground = try Playground()
        try playground.write("refs.bib", "")
        func load(_ keys: String) throws -> RatingsConfig? {
            let file = try playground.write("paperboy.yml", "sources:\n  - name: a\n    path: refs.bib\nlibrary:\n  paths: [refs.bib]\n" + keys)
            return try PaperboyConfig.load(from: file, currentDirectory: playground.url, fileSystem: .disk).library?.ratings
        }
        let plain = try #require(try load(""))
        #expect(plain.folder.path == playground.url.appendingPathComponent("ratings").standardizedFileURL.path)
        #expect(plain.repository == nil)
        #expect(plain.branch == "main")
        let set = try #require(try load("  ratings: mine/likes\n  repository: me/my.digest_2\n  branch: gh-pages\n"))
        #expect(set.folder.path == playground.url.appendingPathComponent("mine/likes").standardizedFileURL.path)
        #expect(set.repository == "me/my.digest_2")
        #expect(set.branch == "gh-pages")
        #expect { try load("  repository: https://github.com/me/digest\n") } throws: { error in
            "\(error)".hasPrefix("paperboy.yml:6:15: library.repository: repository must be a GitHub repository as owner/name")
        }
        #expect { try load("  ratngs: r\n") } throws: { error in
            "\(error)".hasPrefix("paperboy.yml:6:3: library.ratngs: unknown key \"ratngs\" (did you mean \"ratings\"?")
        }
        #expect(!RatingsConfig.isRepository("-me/digest"))
        #expect(!RatingsConfig.isRepository("me/.."))
        #expect(!RatingsConfig.isRepository("me/a/b"))
    }
}
