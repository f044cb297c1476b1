import Foundation
import Testing
import PaperboyModels
@testable import PaperboyStore

@Suite struct ArchiveFormatTests {
    typealias F = StoreFixtures

    @Test func layoutIsOneFilePerDayUnderYearAndMonth() throws {
        let folder = try TempFolder()
        var archive = try Archive.open(at: folder.data, for: .recording, fileSystem: .disk)
        try archive.record([F.listing([F.paper("2411.00001")])], on: F.monday)
        #expect(try folder.snapshot().keys.sorted() == [".gitignore", "days/2024/11/25.json", "index.json"])
        #expect(try folder.text(".gitignore") == ArchiveLayout.gitignoreText)
    }

    @Test func theIndexIsSortedWithOneEntryPerLine() throws {
        let folder = try TempFolder()
        var archive = try Archive.open(at: folder.data, for: .recording, fileSystem: .disk)
        try archive.record([F.listing([F.paper("2411.00002"), F.paper("hep-th/9901001")]), F.feed([F.repo("a/b", stars: 1)], name: "gh")],
                           on: F.monday)
        try archive.record([F.listing([F.paper("2411.00002", version: 3)])], on: F.tuesday)
        #expect(try folder.text("index.json") == """
            {
              "days": {
                "2024-11-25": {"items": 3, "revision": 1, "status": "announced", "updates": 0},
                "2024-11-26": {"items": 0, "revision": 1, "status": "announced", "updates": 1}
              },
              "format": 1,
              "items": {
                "arxiv:2411.00002": {"day": "2024-11-25", "updated": "2024-11-26", "version": 3},
                "arxiv:hep-th/9901001": {"day": "2024-11-25", "version": 1},
                "github:a/b": {"day": "2024-11-25"}
              }
            }

            """)
    }

    @Test func anEmptyIndexIsValidJSON() throws {
        let data = ArchiveIndex().json
        #expect(String(decoding: data, as: UTF8.self) == "{\n  \"days\": {},\n  \"format\": 1,\n  \"items\": {}\n}\n")
        #expect(try ArchiveIndex(json: data, path: "x") == ArchiveIndex())
    }

    @Test func theIndexReadsBackEqual() throws {
        var index = ArchiveIndex()
        index.days[F.monday] = .init(revision: 4, items: 2, updates: 1, status: .noAnnouncement)
        index.items["feed:\"quoted\"\\back\nline"] = .init(day: F.monday)
        index.items["arxiv:2411.00001"] = .init(day: F.monday, version: 2, updated: F.tuesday)
        #expect(try ArchiveIndex(json: index.json, path: "x") == index)
    }

    @Test("a render reads the index's days alone; the item entries are skipped, escapes and all")
    func theDaysAlone() throws {
        var index = ArchiveIndex()
        index.days[F.monday] = .init(revision: 1, items: 2, updates: 0, status: .announced)
        index.items["feed:{\"[quoted]\"}\\"] = .init(day: F.monday)
        index.items["arxiv:2411.00001"] = .init(day: F.monday, version: 2, updated: F.tuesday)
        #expect(try ArchiveIndex(json: index.json, path: "x", items: .none) == ArchiveIndex(days: index.days))
    }

    @Test("a render with item pages keeps only the items seen again on a later day")
    func theItemsSeenAgain() throws {
        var index = ArchiveIndex()
        index.days[F.monday] = .init(revision: 1, items: 3, updates: 1, status: .announced)
        index.items["feed:once"] = .init(day: F.monday)
        index.items["arxiv:2411.00001"] = .init(day: F.monday, version: 2, updated: F.tuesday)
        index.items["arxiv:2411.00002"] = .init(day: F.monday, version: 2, updated: F.monday)
        index.items["feed:{\"updated\": [x]}\\"] = .init(day: F.monday)
        index.items["feed:{\"quoted\"}\\"] = .init(day: F.monday, updated: F.tuesday)
        let read = try ArchiveIndex(json: index.json, path: "x", items: .seenAgain)
        #expect(read.days == index.days)
        #expect(read.items == ["arxiv:2411.00001": .init(day: F.monday, version: 2, updated: F.tuesday),
                               "feed:{\"quoted\"}\\": .init(day: F.monday, updated: F.tuesday)])
    }

    @Test("a broken index is refused with the line of the problem", arguments: [
        (#"{"days": {"2024-11-25": {"revision": 1}}, "format": 1}"#, "missing \"items\""),
        ("{\n\"format\": 1,\n\"days\": {\"monday\": {}}}", "line 3: \"monday\" is not a day"),
        (#"{"format": 1, "items": {"a": {"day": "2024-11-25"}"#, "the document ends inside an object"),
        (#"{"format": 1, "items": {}}"#, "missing \"days\""),
    ])
    func brokenIndex(text: String, reason: String) throws {
        for items in [ArchiveIndex.ItemEntries.all, .none, .seenAgain] {
            let error = try #require(throws: StoreError.self) { try ArchiveIndex(json: Data(text.utf8), path: "index.json", items: items) }
            #expect(error.reason == "not a readable archive index")
            #expect(error.description.contains(reason))
        }
    }

    @Test func aNewerFormatIsRefused() {
        let data = Data(#"{"days": {}, "format": 99, "items": {}}"#.utf8)
        #expect(throws: StoreError.self) { try ArchiveIndex(json: data, path: "index.json") }
    }

    @Test func aDayFileIsPrettySortedAndStable() throws {
        let folder = try TempFolder()
        var archive = try Archive.open(at: folder.data, for: .recording, fileSystem: .disk)
        var item = F.paper("2411.00001")
        item.published = Date(timeIntervalSince1970: 1_732_528_800.75)
        try archive.record([F.listing([item])], on: F.monday)
        #expect(try folder.text("days/2024/11/25.json") == """
            {
              "day" : "2024-11-25",
              "format" : 1,
              "items" : [
                {
                  "item" : {
                    "authors" : [
                      {
                        "affiliations" : [

                        ],
                        "name" : "Ada Lovelace"
                      }
                    ],
                    "categories" : [
                      "cs.LG"
                    ],
                    "enclosures" : [

                    ],
                    "id" : "arxiv:2411.00001",
                    "kind" : "paper",
                    "paper" : {
                      "absURL" : "https://arxiv.org/abs/2411.00001v1",
                      "announceType" : "new",
                      "arxivID" : "2411.00001",
                      "htmlURL" : "https://arxiv.org/html/2411.00001v1",
                      "otherCodes" : [

                      ],
                      "pdfURL" : "https://arxiv.org/pdf/2411.00001v1",
                      "primaryCategory" : "cs.LG",
                      "version" : 1
                    },
                    "published" : "2024-11-25T10:00:00Z",
                    "summary" : "Abstract of 2411.00001.",
                    "title" : "A paper",
                    "updated" : "2024-11-25T10:00:00Z"
                  },
                  "sources" : [
                    "listing"
                  ]
                }
              ],
              "revision" : 1,
              "sources" : [
                {
                  "announcement" : "announced",
                  "format" : "arxiv-listing",
                  "itemCount" : 1,
                  "name" : "listing",
                  "warnings" : [

                  ]
                }
              ],
              "status" : "announced",
              "updates" : [

              ]
            }

            """)
        // The stored item reads back as the item with its date cut to the second.
        item.published = Date(timeIntervalSince1970: 1_732_528_800)
        #expect(try archive.day(F.monday).items.map(\.item) == [item])
    }

    @Test("archive dates", arguments: [
        (0.0, "1970-01-01T00:00:00Z"),
        (1_732_528_800.0, "2024-11-25T10:00:00Z"),
        (1_709_208_000.0, "2024-02-29T12:00:00Z"),
        (-86_401.0, "1969-12-30T23:59:59Z"),
        (253_402_300_799.0, "9999-12-31T23:59:59Z"),
    ])
    func dates(seconds: Double, text: String) {
        #expect(ArchiveDate.format(Date(timeIntervalSince1970: seconds)) == text)
        #expect(ArchiveDate.parse(text) == Date(timeIntervalSince1970: seconds))
    }

    @Test("not archive dates", arguments: ["2024-11-25", "2024-11-25T10:00:00+01:00", "2024-13-01T00:00:00Z", "2024-11-25T24:00:00Z", "x"])
    func notDates(text: String) {
        #expect(ArchiveDate.parse(text) == nil)
    }
}
