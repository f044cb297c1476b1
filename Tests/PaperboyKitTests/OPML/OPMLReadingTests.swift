import Foundation
@testable import PaperboyKit
import Testing

/// OPML files shaped like feed readers' exports: folders, attribute case variants, entities.
@Suite struct OPMLReadingTests {
    static func read(_ text: String) throws -> OPMLImport {
        try OPMLImport(document: OPMLDocument.parse(Data(text.utf8), name: "subs.opml"), file: "subs.opml")
    }

    /// Nested folders, lower-case `xmlurl`, upper-case `XMLURL`, `text` without `title`,
    /// an entity in a title, a link without `xmlUrl`, and a feed listed twice.
    static let readerExport = """
    <?xml version="1.0" encoding="UTF-8"?>
    <opml version="1.0">
      <head><title>My subscriptions &amp; more</title></head>
      <body>
        <outline text="Science">
          <outline text="arXiv cs.LG" type="rss" xmlurl="https://rss.arxiv.org/rss/cs.LG+stat.ML"/>
          <outline text="Deep">
            <outline title="Caf&#233; &lt;news&gt;" text="ignored" XMLURL="https://example.org/cafe.xml"/>
          </outline>
          <outline text="A page" type="link" url="https://example.org/page"/>
        </outline>
        <outline text="Code">
          <outline text="Swift" xmlUrl="https://github.com/swiftlang/swift/releases.atom"/>
          <outline text="Café again" xmlUrl="HTTPS://EXAMPLE.org/cafe.xml"/>
          <outline text="LLM papers" xmlUrl="https://export.arxiv.org/api/query?search_query=ti:llm+AND+cat:cs.CL&amp;max_results=50"/>
        </outline>
      </body>
    </opml>
    """

    @Test func foldersBecomeSectionsWithEveryNestedFeed() throws {
        let imported = try Self.read(Self.readerExport)
        #expect(imported.title == "My subscriptions & more")
        #expect(imported.sections.map(\.title) == ["Science", "Code"])
        #expect(imported.sections[0].sources == ["arxiv-cs-lg", "cafe-news"])
        #expect(imported.sections[1].sources == ["swift", "cafe-news", "llm-papers"])
        #expect(imported.sources.map(\.name) == ["arxiv-cs-lg", "cafe-news", "swift", "llm-papers"])
    }

    @Test func kindsAreToldByTheURL() throws {
        let sources = try Self.read(Self.readerExport).sources
        #expect(sources[0].kind == .arxiv && sources[0].categories == ["cs.LG", "stat.ML"] && sources[0].url == nil)
        #expect(sources[1].kind == .feed && sources[1].format == .auto && sources[1].url == "https://example.org/cafe.xml")
        #expect(sources[2].kind == .feed && sources[2].format == .atom)
        #expect(sources[3].kind == .arxivQuery && sources[3].query == "ti:llm+AND+cat:cs.CL" && sources[3].maxResults == 50)
    }

    @Test func leftOutOutlinesAreNamedWithTheirLine() throws {
        let warnings = try Self.read(Self.readerExport).warnings
        #expect(warnings.contains("subs.opml:10: left out \"A page\": it has no xmlUrl, so it is not a feed"))
        #expect(warnings.contains("subs.opml:14: \"Café again\" repeats the feed of line 8; kept once"))
        #expect(warnings.count == 2)
    }

    @Test func aFlatFileIsOneSectionTitledByTheDocument() throws {
        let imported = try Self.read("""
        <opml version="2.0"><head></head><body>
        <outline text="One" xmlUrl="http://one.example/feed"/>
        <outline text="Two" xmlUrl="https://two.example/atom"/>
        </body></opml>
        """)
        #expect(imported.sections == [OPMLImportedSection(title: "Feeds", sources: ["one", "two"])])
    }

    @Test("URLs that are not http(s) are left out with the file and line",
          arguments: ["feed://example.org/rss", "javascript:alert(1)", "file:///etc/passwd", "ftp://example.org/x", "not a url"])
    func badSchemes(url: String) throws {
        let text = """
        <opml version="2.0"><body>
        <outline text="Good" xmlUrl="https://good.example/feed"/>
        <outline text="Bad" xmlUrl="\(url)"/>
        </body></opml>
        """
        let imported = try Self.read(text)
        #expect(imported.sources.map(\.name) == ["good"])
        #expect(imported.warnings == ["subs.opml:3: left out \"Bad\": xmlUrl \"\(url)\" is not an http(s) URL"])
    }

    @Test func noFeedsIsAnError() throws {
        let error = try #require(throws: OPMLError.self) {
            try Self.read("<opml version=\"2.0\"><body><outline text=\"x\" xmlUrl=\"feed://a\"/><outline text=\"Folder\"/></body></opml>")
        }
        #expect(error.description == "subs.opml: no feeds: no outline has an http(s) xmlUrl (2 left out)")
    }

    @Test func sectionIDsStayUnique() throws {
        let imported = try Self.read("""
        <opml><body>
        <outline text="News"><outline text="a" xmlUrl="https://a.example/"/></outline>
        <outline text="news!"><outline text="b" xmlUrl="https://b.example/"/></outline>
        <outline text="★"><outline text="c" xmlUrl="https://c.example/"/></outline>
        </body></opml>
        """)
        #expect(imported.sections.map(\.id) == [nil, "section-2", "section-3"])
    }
}
