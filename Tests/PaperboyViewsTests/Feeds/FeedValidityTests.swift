import Foundation
import PaperboyModels
import Testing
@testable import PaperboyViews

/// The written Atom and JSON feeds read back: every required field, the entries of the age
/// window in order with stable ids, the cap's note, full content, and hostile text escaped.
@Suite struct FeedValidityTests {
    static let hostile = "<script>alert(1)</script> & \"quotes\" ]]> Zoë"

    /// `count` days from 2024-11-01 on (every third empty); day n has n+1 papers in `a` and one post in `b`.
    static func days(_ count: Int = 8) -> [DaySummary] {
        (1...count).map { n in
            let day = DigestDay(year: 2024, month: 11, day: n)!
            guard n % 3 != 0 else { return DaySummary(digest: Digest(day: day, title: "T", sections: [])) }
            let papers = (0...n).map { i in
                Item(id: "arxiv:2411.\(n)\(i)", kind: .paper, title: "Paper \(n).\(i) \(hostile)", url: "https://arxiv.org/abs/2411.\(n)\(i)",
                     summary: String(repeating: "Abstract word \(hostile). ", count: 40), authors: [Author(name: "Ada \(hostile)")])
            }
            let post = Item(id: "post-\(n)", kind: .post, title: "Post \(n)", url: "https://blog.example/\(n)", summary: "Short.",
                            contentHTML: "<p>Full <em>post</em> \(n) &amp; more</p>")
            return DaySummary(digest: Digest(day: day, title: "T", sections: [DigestSection(id: "a", title: "A", items: papers),
                                                                               DigestSection(id: "b", title: "B", items: [post])]))
        }
    }

    static func files(_ feeds: FeedOptions, days: [DaySummary] = days()) -> [String: Data] {
        let options = SiteOptions(title: "Digest \(hostile)", baseURL: "https://example.org/d/", feeds: feeds)
        let newestFirst = days.sorted { $0.day > $1.day }
        let files = FeedFiles(options: options, days: newestFirst, sections: [(id: "a", title: "A"), (id: "b", title: "B")]).files()
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
    }

    /// The expected entry ids of the window: newest day with entries first, digest order within a day.
    static func expectedIDs(days window: Int, section: String?) -> [String] {
        let withEntries = days().filter { !$0.entries.isEmpty }.sorted { $0.day > $1.day }.prefix(window)
        return withEntries.flatMap { day in
            day.entries.filter { section == nil || $0.sectionID == section }
                .map { "urn:paperboy:\(day.day.isoText):\(DigestSection.slug(from: $0.itemID))" }
        }
    }

    @Test(arguments: [1, 3, 5])
    func atomHasEveryRequiredFieldAndTheWindowInOrder(days: Int) throws {
        let files = Self.files(FeedOptions(days: days))
        for (path, section) in [("feeds/atom.xml", nil), ("feeds/a.atom.xml", "a"), ("feeds/b.atom.xml", "b")] as [(String, String?)] {
            let atom = try AtomReader.read(try #require(files[path], "\(path)"))
            #expect(atom.feed["title"]?.first?.hasPrefix("Digest \(Self.hostile)") == true, "\(path): title unescaped once")
            #expect(atom.feed["id"] == ["urn:paperboy:site:\(path)"])
            #expect(atom.feed["updated"] == ["2024-11-08T00:00:00Z"])
            #expect(atom.feed["name"]?.isEmpty == false, "\(path): a feed author")
            #expect(atom.feed["subtitle"] == nil, "\(path): no cap note under the cap")
            #expect(atom.entries.map { $0["id"]?.first ?? "" } == Self.expectedIDs(days: days, section: section), "\(path)")
            for entry in atom.entries {
                #expect(entry["title"]?.count == 1 && entry["updated"]?.first.map(Self.isRFC3339) == true)
                #expect(entry["link@href"]?.first?.hasPrefix("https://example.org/d/") == true)
                #expect(entry["content"] == nil, "no full content by default")
            }
        }
    }

    @Test func theFeedIsUpdatedWhenItsNewestEntryIs() throws {
        let day = DigestDay(year: 2024, month: 11, day: 9)!
        let noon = day.start(in: TimeZone(identifier: "UTC")!).addingTimeInterval(5 * 3600)
        let dated = [Item(id: "post-early", kind: .post, title: "Early", url: "https://blog.example/e", published: noon.addingTimeInterval(-3600)),
                     Item(id: "post-late", kind: .post, title: "Late", url: "https://blog.example/l", published: noon)]
        let days = Self.days() + [DaySummary(digest: Digest(day: day, title: "T", sections: [DigestSection(id: "b", title: "B", items: dated)]))]
        let files = Self.files(FeedOptions(days: 2), days: days)
        let site = try AtomReader.read(try #require(files["feeds/atom.xml"]))
        #expect(site.feed["updated"] == ["2024-11-09T05:00:00Z"], "not the day's start, 00:00, older than its entries")
        #expect(site.entries.compactMap { $0["updated"]?.first }.allSatisfy { $0 <= "2024-11-09T05:00:00Z" })
        let undated = try AtomReader.read(try #require(files["feeds/a.atom.xml"]))
        #expect(undated.feed["updated"] == ["2024-11-08T00:00:00Z"], "entries without a date carry their day's start")
    }

    @Test func jsonFeedHasEveryRequiredFieldAndMatchesAtom() throws {
        let files = Self.files(FeedOptions(days: 3, fullContent: true))
        let object = try JSONSerialization.jsonObject(with: try #require(files["feeds/feed.json"])) as? [String: Any]
        let feed = try #require(object)
        #expect(feed["version"] as? String == "https://jsonfeed.org/version/1.1")
        #expect(feed["title"] as? String == "Digest \(Self.hostile)")
        #expect(feed["feed_url"] as? String == "https://example.org/d/feeds/feed.json")
        let items = try #require(feed["items"] as? [[String: Any]])
        #expect(items.compactMap { $0["id"] as? String } == Self.expectedIDs(days: 3, section: nil))
        for item in items {
            #expect(item["content_html"] is String, "full content: content_html on every item")
            #expect((item["date_published"] as? String).map(Self.isRFC3339) == true)
        }
        let post = try #require(items.first { ($0["id"] as? String)?.hasSuffix(":post-8") == true })
        #expect(post["content_html"] as? String == "<p>Full <em>post</em> 8 &amp; more</p>", "a post's own sanitised HTML")
        let paper = try #require(items.first { ($0["title"] as? String)?.hasPrefix("Paper 8.0") == true })
        let html = try #require(paper["content_html"] as? String)
        #expect(html.contains("&lt;script&gt;") && !html.contains("<script>"), "a paper's abstract is escaped into paragraphs")
        #expect(html.count > DaySummary.summaryLimit, "the whole abstract, not the cut summary")
    }

    @Test func fullContentIsEscapedHTMLInAtom() throws {
        let data = try #require(Self.files(FeedOptions(days: 1, fullContent: true))["feeds/b.atom.xml"])
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#"<content type="html">&lt;p&gt;Full &lt;em&gt;post&lt;/em&gt; 8 &amp;amp; more&lt;/p&gt;</content>"#))
        let atom = try AtomReader.read(data)
        #expect(atom.entries.first?["content"] == ["<p>Full <em>post</em> 8 &amp; more</p>"])
        #expect(!text.contains("<script>"))
    }

    @Test func theCapKeepsWholeDaysAndSaysSo() throws {
        // Newest days with entries: 8 (9 papers + 1 post), 7 (8 + 1), 5 (6 + 1).
        let files = Self.files(FeedOptions(days: 3, maxEntries: 21))
        let atom = try AtomReader.read(try #require(files["feeds/atom.xml"]))
        #expect(atom.entries.count == 19, "days 8 and 7 whole; day 5 does not fit")
        let note = try #require(atom.feed["subtitle"]?.first)
        #expect(note.contains("19 of 26") && note.contains("21"), "\(note)")
        let json = try JSONSerialization.jsonObject(with: try #require(files["feeds/feed.json"])) as? [String: Any]
        #expect(json?["description"] as? String == note)
        let cut = try AtomReader.read(try #require(Self.files(FeedOptions(days: 3, maxEntries: 4))["feeds/atom.xml"]))
        #expect(cut.entries.count == 4, "the newest day alone is over the cap: cut at it")
        #expect(cut.feed["subtitle"]?.first?.contains("cut") == true)
        let notes = FeedFiles(options: SiteOptions(title: "T", feeds: FeedOptions(days: 3, maxEntries: 4)),
                              days: Self.days().reversed(), sections: [(id: "a", title: "A"), (id: "b", title: "B")]).capNotes()
        #expect(notes.map { $0.prefix { $0 != ":" } } == ["feeds/atom.xml", "feeds/a.atom.xml"])
        let german = try #require(ThemeLocales.shipped.locale(for: "de"))
        let deNotes = FeedFiles(options: SiteOptions(title: "T", feeds: FeedOptions(days: 3, maxEntries: 4), language: "de"),
                                days: Self.days().reversed(), sections: [(id: "a", title: "A")], locale: german).capNotes()
        #expect(deNotes.first?.contains("der letzten 3 Ausgaben: Feeds sind auf 4 Einträge begrenzt") == true, "\(deNotes)")
        #expect(deNotes.first?.hasSuffix("daher ist die neueste Ausgabe gekürzt.") == true, "\(deNotes)")
    }

    @Test func idsAreStableAcrossBuildsAndBaseURLs() throws {
        let first = Self.files(FeedOptions())
        #expect(first == Self.files(FeedOptions()), "byte-identical")
        let options = SiteOptions(title: "Digest \(Self.hostile)", feeds: FeedOptions())
        let plain = FeedFiles(options: options, days: Self.days().reversed(), sections: [(id: "a", title: "A")]).files()
        let ids = try AtomReader.read(try #require(plain.first { $0.path == "feeds/atom.xml" }?.contents)).entries.map { $0["id"] ?? [] }
        #expect(ids == (try AtomReader.read(try #require(first["feeds/atom.xml"]))).entries.map { $0["id"] ?? [] })
    }

    @Test func perSectionOffWritesTheSiteFeedsOnly() throws {
        #expect(Set(Self.files(FeedOptions(perSection: false)).keys) == ["feeds/atom.xml", "feeds/feed.json"])
        #expect(Self.files(FeedOptions()).count == 6)
        for perSection in [true, false] {
            let renderer = SiteRenderer(theme: try Theme.load(from: Fixtures.templatesFolder, fileSystem: .disk),
                                        options: SiteOptions(title: "T", feeds: FeedOptions(perSection: perSection)))
            let files = try renderer.render(Fixtures.digest())
            let page = String(decoding: try #require(files.first { $0.path == "sections/papers/index.html" }).contents, as: UTF8.self)
            #expect(page.contains(#"<link rel="alternate" type="application/atom+xml" title="Papers &amp; *Preprints* (Atom)" href="../../feeds/papers.atom.xml">"#) == perSection)
            #expect(page.contains("feeds/papers.json") == perSection)
            #expect(files.contains { $0.path == "feeds/papers.atom.xml" } == perSection)
        }
    }

    static func isRFC3339(_ text: String) -> Bool {
        text.range(of: #"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$"#, options: .regularExpression) != nil
    }
}
