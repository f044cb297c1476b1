import Foundation
import PaperboyModels
import Testing
@testable import PaperboyStore

/// Day files are read by ``JSONScanner`` (no `Codable`): the same values as the encoder
/// wrote, whatever they hold, and a broken file named with its line.
@Suite struct DayFileReaderTests {
    private typealias F = StoreFixtures

    /// A day holding every kind of item, every optional field set, and text that needs escapes.
    private var fullDay: DayFile {
        let hostile = "quote \" backslash \\ slash / tab \t newline \n control \u{01} emoji 🧪 accents é, ü"
        var paper = F.paper("2411.00001", version: 2, title: hostile, comment: "12 pages")
        paper.paper?.doi = "10.1000/x"
        paper.paper?.journalRef = "J. Test 1 (2024)"
        paper.paper?.announceType = .replaceCross
        paper.paper?.otherCodes = ["68T50"]
        paper.authors = [Author(name: "Ada \"Countess\" Lovelace", affiliations: ["Analytical Engines"], uri: "https://a.example/", email: "a@b.c")]
        paper.published = F.mondayMorning
        paper.updated = F.mondayMorning.addingTimeInterval(3600)
        paper.categories = ["cs.LG", "cs.CL"]
        var post = Item(id: "post:1", kind: .post, title: "Post", url: "https://b.example/1", summary: "S", summaryHTML: "<p>S</p>",
                        contentHTML: "<p>C</p>", enclosures: [Enclosure(url: "https://b.example/a.mp3", type: "audio/mpeg", length: 42)])
        post.published = Date(timeIntervalSince1970: -86_401)
        var repository = F.repo("swiftlang/swift", stars: 66_000)
        repository.repository?.created = F.mondayMorning
        repository.repository?.topics = ["compiler"]
        repository.repository?.isFork = true
        var file = DayFile(day: F.monday)
        file.revision = 3
        file.status = .backfilled
        file.sources = [DigestSource(name: "arxiv", format: "arxiv", title: "T", link: "https://arxiv.org", itemCount: 2,
                                     warnings: ["w"], announcement: .backfilled, failure: "f", cachedAt: F.mondayMorning)]
        file.items = [StoredItem(item: paper, sources: ["arxiv"]), StoredItem(item: post, sources: ["blog"])]
        file.updates = [StoredItem(item: repository, sources: ["gh"], previousVersion: 1)]
        return file
    }

    @Test func readsBackExactlyWhatTheEncoderWrote() throws {
        let bytes = try ArchiveJSON.encoder().encode(fullDay)
        var scanner = JSONScanner(bytes)
        #expect(try scanner.readDayFile() == fullDay)
    }

    @Test func unknownKeysAreSkippedAndMissingArraysAreEmpty() throws {
        let text = """
            {"day": "2024-11-25", "format": 1, "future": {"a": [1, 2.5e3, true, null, "x"]}, "revision": 1, "status": "announced",
             "sources": [], "items": [{"item": {"id": "x", "kind": "post", "title": "\\u00e9\\ud83e\\uddea", "summary": ""}, "sources": []}]}
            """
        var scanner = JSONScanner(Data(text.utf8))
        let file = try scanner.readDayFile()
        #expect(file.items.first?.item.title == "é🧪")
        #expect(file.items.first?.item.authors == [])
        #expect(file.updates.isEmpty)
    }

    @Test("a broken day file is named with its line", arguments: [
        ("{\n  \"day\": \"2024-11-25\",\n  \"format\": 1,\n  \"revision\": 1\n}", "line 5: missing \"status\""),
        ("{\n  \"day\": \"2024-11-25\",\n  \"format\": one\n}", "line 3: expected an integer"),
        ("{\n  \"day\": \"2024-11-25\",\n  \"items\": [\n", "line 4: expected '{'"),
        ("{\"day\": \"2024-11-25\", \"format\": 1, \"revision\": 1, \"status\": \"maybe\"}", "line 1: unknown value \"maybe\""),
    ])
    func brokenFiles(text: String, message: String) {
        var scanner = JSONScanner(Data(text.utf8))
        #expect(throws: JSONScanner.Failure.self) { try scanner.readDayFile() }
        do {
            var again = JSONScanner(Data(text.utf8))
            _ = try again.readDayFile()
        } catch {
            #expect("\(error)" == message)
        }
    }
}
