import Foundation
@testable import PaperboyKit
import Testing

/// config → `export opml` → `init --from-opml` → config: the same feeds and sections.
@Suite struct OPMLRoundTripTests {
    static let config = """
    title: "Papers & <code>"
    sources:
      - name: listing
        kind: arxiv
        categories: [cs.LG, cs.CL]
      - name: llm-search
        kind: arxiv_query
        query: "ti:llm AND cat:cs.CL"
        max_results: 40
      - name: swift-releases
        url: https://github.com/swiftlang/swift/releases.atom
      - name: blog
        url: "https://blog.example/feed.xml?a=1&b=2"
      - name: repos
        kind: github_search
        query: "language:swift stars:>10 created:>={{day-7}}"
      - name: local
        path: feeds/local.xml
    sections:
      - title: Papers
        sources: [listing, llm-search]
      - title: Code & releases
        sources: [swift-releases, repos]
      - title: Reading
        sources: [blog, local]
    """

    struct Feed: Equatable {
        var name: String
        var kind: SourceConfig.Kind
        var url: URL?
        var categories: [String]
        var query: String?
        var maxResults: Int?
    }

    static func feeds(_ config: PaperboyConfig) -> [Feed] {
        config.sources.filter { $0.kind != .githubSearch && $0.file == nil }.map {
            Feed(name: $0.name, kind: $0.kind, url: $0.url, categories: $0.categories, query: $0.query,
                 maxResults: $0.kind == .arxivQuery ? $0.maxResults : nil)
        }
    }

    /// Loads `text` as `name` in `playground`, exports it, imports the export and loads the result.
    static func roundTrip(_ text: String, in playground: Playground, name: String = "paperboy.yml") throws -> (PaperboyConfig, PaperboyConfig, String) {
        for folder in ["templates", "Templates", "again/templates"] {
            try FileManager.default.createDirectory(at: playground.url.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let original = try PaperboyConfig.load(from: playground.write(name, text), currentDirectory: playground.url, fileSystem: .disk)
        let opml = OPMLExport(config: original, day: DigestDay("2024-11-28")).document
        let imported = try OPMLImport(document: OPMLDocument.parse(Data(opml.utf8), name: "feeds.opml"), file: "feeds.opml")
        let again = try PaperboyConfig.load(from: playground.write("again/paperboy.yml", imported.configText(from: "feeds.opml")),
                                            currentDirectory: playground.url, fileSystem: .disk)
        return (original, again, opml)
    }

    @Test func sameFeedsAndSections() throws {
        let playground = try Playground()
        _ = try playground.write("feeds/local.xml", "<rss/>")
        let (original, again, _) = try Self.roundTrip(Self.config, in: playground)
        #expect(Self.feeds(again) == Self.feeds(original))
        #expect(again.title == original.title)
        #expect(again.sections.map(\.title) == ["Papers", "Code & releases", "Reading"])
        #expect(again.sections.map(\.sources) == [["listing", "llm-search"], ["swift-releases"], ["blog"]])
        #expect(again.sources.first { $0.name == "swift-releases" }?.format == .atom)
    }

    @Test func theExportCarriesEveryKindEscaped() throws {
        let playground = try Playground()
        _ = try playground.write("feeds/local.xml", "<rss/>")
        let (_, _, opml) = try Self.roundTrip(Self.config, in: playground)
        #expect(opml.contains("<title>Papers &amp; &lt;code&gt;</title>"))
        #expect(opml.contains("<dateCreated>Thu, 28 Nov 2024 00:00:00 GMT</dateCreated>"))
        #expect(opml.contains("xmlUrl=\"https://rss.arxiv.org/rss/cs.LG+cs.CL\""))
        #expect(opml.contains("xmlUrl=\"https://blog.example/feed.xml?a=1&amp;b=2\""))
        #expect(opml.contains("htmlUrl=\"https://github.com/swiftlang/swift/releases\""))
        #expect(opml.contains("<outline text=\"repos\" title=\"repos\" type=\"link\" url=\"https://github.com/search?q=language%3Aswift%20stars%3A%3E10%20created%3A%3E%3D2024-11-21&amp;type=repositories\"/>"),
                "the search's {{day-7}} counted from --date")
        #expect(opml.contains("type=\"link\" url=\"feeds/local.xml\""))
        #expect(opml.contains("<outline text=\"Code &amp; releases\" title=\"Code &amp; releases\">"))
    }

    @Test func sharedSourcesStayAtTheTopLevel() throws {
        let playground = try Playground()
        let text = """
        title: Shared
        sources:
          - name: a
            url: https://a.example/feed
          - name: b
            url: https://b.example/feed
        sections:
          - title: One
            sources: [a, b]
          - title: Two
            sources: [a]
        """
        let (_, again, opml) = try Self.roundTrip(text, in: playground)
        #expect(opml.contains("  <body>\n    <outline text=\"a\""))
        #expect(again.sections.map(\.title) == ["Shared", "One"])
        #expect(again.sections.map(\.sources) == [["a"], ["b"]])
    }

    @Test func theRepositoryConfigKeepsItsFeeds() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("paperboy.yml"), encoding: .utf8)
        let playground = try Playground()
        let (original, again, _) = try Self.roundTrip(text, in: playground)
        #expect(Self.feeds(again) == Self.feeds(original))
        #expect(!Self.feeds(again).isEmpty)
    }

    @Test func exportAndImportAreDeterministic() throws {
        let playground = try Playground()
        _ = try playground.write("feeds/local.xml", "<rss/>")
        try FileManager.default.createDirectory(at: playground.url.appendingPathComponent("templates"), withIntermediateDirectories: true)
        let config = try PaperboyConfig.load(from: playground.write("paperboy.yml", Self.config), currentDirectory: playground.url, fileSystem: .disk)
        let first = OPMLExport(config: config, day: DigestDay("2024-11-28")).document
        #expect(OPMLExport(config: config, day: DigestDay("2024-11-28")).document == first)
        #expect(!OPMLExport(config: config).document.contains("dateCreated"))
        let document = try OPMLDocument.parse(Data(first.utf8), name: "f.opml")
        #expect(try OPMLImport(document: document, file: "f.opml").configText(from: "f.opml")
            == OPMLImport(document: document, file: "f.opml").configText(from: "f.opml"))
    }

    @Test func titlesThatBreakYAMLAreQuoted() throws {
        let text = """
        <opml><head><title>x: "y" # z</title></head><body>
        <outline text="- [a]: {b} #c &quot;d&quot; \\e" xmlUrl="https://e.example/?q=&quot;1&quot;"/>
        </body></opml>
        """
        let imported = try OPMLImport(document: OPMLDocument.parse(Data(text.utf8), name: "q.opml"), file: "q.opml")
        let playground = try Playground()
        try FileManager.default.createDirectory(at: playground.url.appendingPathComponent("templates"), withIntermediateDirectories: true)
        let config = try PaperboyConfig.load(from: playground.write("paperboy.yml", imported.configText(from: "q.opml")),
                                             currentDirectory: playground.url, fileSystem: .disk)
        #expect(config.title == "x: \"y\" # z")
        #expect(config.sections.map(\.title) == ["x: \"y\" # z"])
        #expect(config.sources.map(\.url?.absoluteString) == ["https://e.example/?q=%221%22"])
    }
}
