import Foundation
import PaperboyModels
import Testing
@testable import PaperboyViews

/// What readers see of a source that did not deliver: a notice per ``SourceState`` in the
/// site's language; the record's failure text (URL, path, reason) never reaches an output.
@Suite struct SourceNoticeTests {
    /// A listing read on the day but of the day before, as `ListingPlacement` records it.
    static let stale = DigestSource(name: "arxiv-astro", format: "arxiv-listing", itemCount: 0,
                                    failure: "http://rss.arxiv.org/rss/astro-ph: the listing is still the one of 2024-11-27 "
                                        + "(rss.arxiv.org rebuilds it at midnight US Eastern, Monday to Friday); not filed as 2024-11-28's news")
    /// A feed that failed with HTTP 503; its copy of two days before is shown.
    static let failed = DigestSource(name: "lab-blog", format: "rss", itemCount: 3, failure: "https://blog.example/feed: HTTP 503: Service Unavailable",
                                     cachedAt: Date(timeIntervalSince1970: 1_732_622_400))
    /// A `path:` file that went missing (as in day files of runs before `check` refused it).
    static let missing = DigestSource(name: "notes", format: "feed", itemCount: 0,
                                      failure: "feeds/notes.xml: no such readable file (paths are relative to the config file)")
    static let operatorDetail = ["rss.arxiv.org", "still the one of", "not filed as", "blog.example", "HTTP 503", "Service Unavailable",
                                 "feeds/notes.xml", "paths are relative", "no such readable file"]

    @Test("the state of a record", arguments: [
        (stale, SourceState.notAnnouncedYet), (failed, .unreadable), (missing, .unreadable),
        (DigestSource(name: "x", format: "arxiv-listing", itemCount: 0, announcement: .noAnnouncement), .noAnnouncement),
        (DigestSource(name: "x", format: "arxiv-listing", itemCount: 2, announcement: .announced), .fine),
        (DigestSource(name: "x", format: "arxiv-listing", itemCount: 2, failure: "HTTP 500", cachedAt: Date(timeIntervalSince1970: 0)), .unreadable),
    ])
    func state(source: DigestSource, expected: SourceState) {
        #expect(source.state == expected)
    }

    /// Every file of the site and the e-mail edition for a day with the three sources, by path.
    private func render(language: String) throws -> [String: String] {
        var digest = Fixtures.digest()
        digest.sources = [Self.stale, Self.failed, Self.missing]
        let renderer = SiteRenderer(theme: try Theme.load(from: Fixtures.templatesFolder, fileSystem: .disk),
                                    options: SiteOptions(title: "T", baseURL: "https://example.org/d/", language: language))
        let files = try renderer.render(digest) + renderer.emailEdition(digest, options: EmailOptions())
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, String(decoding: $0.contents, as: UTF8.self)) })
    }

    @Test("HTML, Markdown and the e-mail show the notices; no file shows the reasons", arguments: [
        ("en", ["arxiv-astro: arXiv has not announced this day yet.",
                "lab-blog could not be read on this run. Its data from 2024-11-26, 2 days before this day, is shown.",
                "notes could not be read on this run. Nothing of it is shown."],
         ["not announced yet", "could not be read (see above)"]),
        ("de", ["arxiv-astro: arXiv hat diesen Tag noch nicht angekündigt.",
                "lab-blog konnte bei diesem Lauf nicht gelesen werden. Ihre Daten vom 2024-11-26 (2 Tage vor diesem Tag) werden gezeigt.",
                "notes konnte bei diesem Lauf nicht gelesen werden. Nichts davon wird gezeigt."],
         ["noch nicht angekündigt", "nicht lesbar (siehe oben)"]),
    ])
    func notices(language: String, notices: [String], footer: [String]) throws {
        let files = try render(language: language)
        func words(_ text: String) -> String { text.replacingOccurrences(of: "\\", with: "").replacingOccurrences(of: "**", with: "").split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        for path in ["index.html", "2024/11/28/index.html", "index.md", "2024/11/28/index.md", "2024-11-28.html", "2024-11-28.txt"] {
            let text = words(try #require(files[path], "\(path)"))
            for notice in notices { #expect(text.contains(notice), "\(path) lacks \(notice)") }
        }
        for path in ["2024/11/28/index.html", "2024/11/28/index.md"] {
            for label in footer { #expect(words(files[path] ?? "").contains(label), "\(path) lacks \(label)") }
        }
        #expect(files.keys.contains("feeds/atom.xml") && files.keys.contains("feeds/feed.json") && files.keys.contains("2024-11-28.eml"))
        for (path, text) in files {
            for detail in Self.operatorDetail { #expect(!text.contains(detail), "\(path) shows \"\(detail)\"") }
        }
    }
}
