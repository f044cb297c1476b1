import Foundation
import PaperboyModels
import Testing
@testable import PaperboyViews

/// A summary entry keeps its texts in one buffer (``PackedTexts``): every field reads back
/// as written, changes one field only, and the summary cache's JSON keeps its keys.
@Suite struct DaySummaryEntryTests {
    private func entry() throws -> DaySummary.Entry {
        try #require(DaySummary(digest: Fixtures.digest()).entries.first)
    }

    @Test func fieldsReadBackAsTheDigestHasThem() throws {
        let item = Fixtures.paper()
        let entry = try entry()
        #expect(entry.itemID == item.id)
        #expect(entry.title == item.title)
        #expect(entry.url == item.url)
        #expect(entry.authors == item.authors.map(\.name))
        #expect(entry.categories == ["cs.CL"])
        #expect(entry.anchor == ItemView.anchor(itemID: item.id, sectionID: entry.sectionID))
    }

    @Test func settingAFieldChangesThatFieldOnly() throws {
        var entry = try entry()
        let before = entry
        entry.title = "Ünïcode — title with \u{301} a combining mark"
        entry.url = nil
        entry.authors = (0..<200).map { "Author \($0) " + String(repeating: "é", count: $0) } // lengths past one LEB128 byte
        #expect(entry.title == "Ünïcode — title with \u{301} a combining mark")
        #expect(entry.url == nil)
        #expect(entry.authors.count == 200 && entry.authors[199].hasSuffix(String(repeating: "é", count: 199)))
        #expect(entry.itemID == before.itemID && entry.anchor == before.anchor && entry.categories == before.categories)
        #expect(entry != before)
        #expect(entry.keywords(authorLimit: 20) == (entry.authors.prefix(20) + entry.categories).joined(separator: " "))
        #expect(before.keywords(authorLimit: 1) == ([before.authors[0]] + before.categories).joined(separator: " "))
    }

    @Test func theCacheJSONHasOneKeyPerField() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let entry = try entry()
        let object = try #require(try JSONSerialization.jsonObject(with: try encoder.encode(entry)) as? [String: Any])
        #expect(object.keys.sorted() == ["anchor", "authors", "categories", "content", "date", "itemID", "sectionID", "sectionTitle",
                                         "summary", "title", "url"])
        #expect(object["title"] as? String == entry.title)
        #expect(try JSONDecoder().decode(DaySummary.Entry.self, from: try encoder.encode(entry)) == entry)
        var bare = entry
        bare.url = nil
        bare.summary = nil
        let keys = try #require(try JSONSerialization.jsonObject(with: try encoder.encode(bare)) as? [String: Any]).keys
        #expect(!keys.contains("url") && !keys.contains("summary"))
    }

    @Test func aSummaryRoundTripsThroughTheCacheJSON() throws {
        var summary = DaySummary(digest: Fixtures.digest())
        summary.entries[0].summary = nil
        summary.entries[0].date = nil
        summary.entries[1].title = "Ünïcode — \u{0}\n\"quoted\""
        let data = try JSONEncoder().encode(summary)
        let back = try JSONDecoder().decode(DaySummary.self, from: data)
        #expect(back == summary)
        #expect(back.entries.map(\.title) == summary.entries.map(\.title))
        #expect(back.entries.map(\.date) == summary.entries.map(\.date))
    }

    @Test func aDamagedCacheBlobIsAnErrorNotACrash() throws {
        let summary = DaySummary(digest: Fixtures.digest())
        let blob = DaySummary.blob(of: summary.entries)
        #expect(try DaySummary.entries(from: blob) == summary.entries)
        for cut in [1, blob.count / 2, blob.count - 1] {
            #expect(throws: DaySummary.BlobError.self) { try DaySummary.entries(from: Array(blob.prefix(cut))) }
        }
        var wrongLength = blob
        wrongLength[0] &+= 1
        #expect(throws: DaySummary.BlobError.self) { try DaySummary.entries(from: wrongLength) }
    }

    @Test("summaries are cut at 600 characters, counted as Characters", arguments: [
        (String(repeating: "a", count: 600), false),
        (String(repeating: "a", count: 601), true),
        (String(repeating: "e\u{301}", count: 600), false), // 1,800 bytes, 600 characters
        (String(repeating: "日", count: 601), true),
        (String(repeating: "a\r\n", count: 300), false), // CR LF is one character
    ])
    func summaryCut(text: String, isCut: Bool) {
        let cut = DaySummary.cut(text)
        #expect(cut == (isCut ? String(text.prefix(600)) + "\u{2026}" : text))
    }
}

/// The Markdown `summaryBlock` of a one-line summary reuses the escaped line; it must be
/// what ``MarkdownEscaper/escapeParagraphs(_:)`` gives.
@Suite struct ItemParagraphTests {
    @Test(arguments: ["One line with *stars* & [links](x)", "1. numbered", "  padded  ", "\u{00A0}", "\u{00A0}x\u{00A0}", "",
                      "two\nlines", "para\n\n- list", " \t ", String(repeating: "long_word ", count: 400)])
    func oneLineShortcutMatchesTheParagraphEscaper(text: String) {
        let line = TextFormat.nonEmpty(text).map(MarkdownEscaper.escape)
        #expect(ItemView.paragraphs(of: text, escapedLine: line) == TextFormat.nonEmpty(MarkdownEscaper.escapeParagraphs(text)))
    }
}
