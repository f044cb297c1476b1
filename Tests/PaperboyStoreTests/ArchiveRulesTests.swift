import Foundation
import Testing
import PaperboyModels
import PaperboyTestSupport
@testable import PaperboyStore

@Suite struct ArchiveRulesTests {
    typealias F = StoreFixtures

    @Test func aPaperSeenOnMondayIsNotOnTuesday() throws {
        let folder = try TempFolder()
        var archive = try Archive.open(at: folder.data, for: .recording, fileSystem: .disk)
        let monday = try archive.record([F.listing([F.paper("2411.00001"), F.paper("2411.00002")])], on: F.monday)
        #expect(monday.newItems == ["arxiv:2411.00001", "arxiv:2411.00002"])
        let tuesday = try archive.record([F.listing([F.paper("2411.00002"), F.paper("2411.00003")])], on: F.tuesday)
        #expect(tuesday.newItems == ["arxiv:2411.00003"])
        #expect(try archive.day(F.tuesday).items.map(\.item.id) == ["arxiv:2411.00003"])
        #expect(try archive.day(F.monday).items.map(\.item.id) == ["arxiv:2411.00001", "arxiv:2411.00002"])
        #expect(archive.index.items["arxiv:2411.00002"]?.day == F.monday)
        #expect(archive.days == [F.monday, F.tuesday])
    }

    @Test func version2OfAMondayPaperIsAnUpdateOnWednesday() throws {
        let folder = try TempFolder()
        var archive = try Archive.open(at: folder.data, for: .recording, fileSystem: .disk)
        try archive.record([F.listing([F.paper("2411.00001")])], on: F.monday)
        try archive.record([F.listing([F.paper("2411.00009")])], on: F.tuesday)
        let wednesday = try archive.record([F.listing([F.paper("2411.00001", version: 2, title: "Better", announce: .replace)])],
                                           on: F.wednesday)
        #expect(wednesday.newItems == [])
        #expect(wednesday.updates == ["arxiv:2411.00001"])
        let items = try archive.day(F.wednesday).items
        #expect(items.map(\.item.id) == ["arxiv:2411.00001"])
        #expect(items.map(\.isUpdate) == [true])
        #expect(items.map(\.previousVersion) == [1])
        #expect(items.first?.item.title == "Better")
        #expect(archive.index.items["arxiv:2411.00001"] == .init(day: F.monday, version: 2, updated: F.wednesday))
        // Monday keeps the paper as it was, and a later day does not see v2 again.
        #expect(try archive.day(F.monday).items.first?.item.paper?.version == 1)
        let thursday = try archive.record([F.listing([F.paper("2411.00001", version: 2)])], on: F.wednesday.adding(days: 1))
        #expect(thursday.updates == [])
        #expect(thursday.newItems == [])
    }

    @Test func oldStyleIDsNeverCollide() throws {
        let folder = try TempFolder()
        do {
            var archive = try Archive.open(at: folder.data, for: .recording, fileSystem: .disk)
            let change = try archive.record([F.listing([F.paper("hep-th/9901001"), F.paper("hep-ph/9901001")])], on: F.monday)
            #expect(change.newItems == ["arxiv:hep-ph/9901001", "arxiv:hep-th/9901001"])
        }
        let reopened = try Archive.open(at: folder.data, for: .recording, fileSystem: .disk)
        #expect(try reopened.day(F.monday).items.map(\.item.id) == ["arxiv:hep-ph/9901001", "arxiv:hep-th/9901001"])
        #expect(reopened.index.items.count == 2)
    }

    @Test func readingLoadsDaysButNotItemIDsAndRefusesToRecord() throws {
        let folder = try TempFolder()
        do {
            var archive = try Archive.open(at: folder.data, for: .recording, fileSystem: .disk)
            try archive.record([F.listing([F.paper("2411.00001")])], on: F.monday)
        }
        var reader = try Archive.open(at: folder.data, for: .reading, fileSystem: .disk)
        #expect(reader.days == [F.monday])
        #expect(reader.index.items.isEmpty)
        #expect(try reader.day(F.monday).items.map(\.item.id) == ["arxiv:2411.00001"])
        #expect(throws: StoreError.self) { try reader.stage([F.listing([F.paper("2411.00002")])], on: F.tuesday) }
    }

    @Test func theSamePaperFromTwoSourcesIsOneItemWithTheRicherRecord() throws {
        let folder = try TempFolder()
        var archive = try Archive.open(at: folder.data, for: .recording, fileSystem: .disk)
        let listed = F.paper("2411.00001", announce: .new)
        var detailed = F.paper("2411.00001", comment: "12 pages", announce: nil)
        detailed.paper?.doi = "10.1000/x"
        let change = try archive.record([F.listing([listed]), F.feed([detailed], name: "api")], on: F.monday)
        #expect(change.seen == 1)
        let items = try archive.day(F.monday).items
        #expect(items.count == 1)
        #expect(items[0].sources == ["api", "listing"])
        #expect(items[0].item.paper?.comment == "12 pages")
        #expect(items[0].item.paper?.doi == "10.1000/x")
        #expect(items[0].item.paper?.announceType == .new)
    }

    @Test func theSameRepositoryOnTwoSearchPagesIsOneItem() throws {
        let folder = try TempFolder()
        var archive = try Archive.open(at: folder.data, for: .recording, fileSystem: .disk)
        let change = try archive.record([
            F.feed([F.repo("Apple/Swift", stars: 10), F.repo("a/b", stars: 1)], name: "search"),
            F.feed([F.repo("apple/swift", stars: 12)], name: "search"),
        ], on: F.monday)
        #expect(change.newItems == ["github:a/b", "github:apple/swift"])
        let items = try archive.day(F.monday).items
        #expect(items.map(\.item.repository?.stars) == [1, 12])
        #expect(items.map(\.sources) == [["search"], ["search"]])
    }

    @Test func rerunningADayIsIdempotent() throws {
        let folder = try TempFolder()
        let batches = [F.listing([F.paper("2411.00002"), F.paper("2411.00001")]), F.feed([F.repo("a/b", stars: 3)], name: "gh")]
        let before: [String: Data]
        do {
            var archive = try Archive.open(at: folder.data, for: .recording, fileSystem: .disk)
            try archive.record(batches, on: F.monday)
            before = try folder.snapshot()
            let again = try archive.record(batches, on: F.monday)
            #expect(!again.changed)
            #expect(again.newItems == [])
        }
        var reopened = try Archive.open(at: folder.data, for: .recording, fileSystem: .disk)
        #expect(try !reopened.record(batches, on: F.monday).changed)
        #expect(try folder.snapshot() == before)
    }

    @Test func aLaterRunTheSameDayAddsToIt() throws {
        let folder = try TempFolder()
        var archive = try Archive.open(at: folder.data, for: .recording, fileSystem: .disk)
        try archive.record([F.listing([F.paper("2411.00001")])], on: F.monday)
        let second = try archive.record([F.listing([F.paper("2411.00001"), F.paper("2411.00002")])], on: F.monday)
        #expect(second.newItems == ["arxiv:2411.00002"])
        #expect(archive.index.days[F.monday] == .init(revision: 2, items: 2, updates: 0, status: .announced))
    }

    @Test func backfillingAnEarlierDayAddsOnlyUnseenItems() throws {
        let folder = try TempFolder()
        var archive = try Archive.open(at: folder.data, for: .recording, fileSystem: .disk)
        try archive.record([F.listing([F.paper("2411.00002")])], on: F.tuesday)
        let monday = try archive.record([F.listing([F.paper("2411.00001"), F.paper("2411.00002", version: 2)])], on: F.monday)
        #expect(monday.newItems == ["arxiv:2411.00001"])
        #expect(monday.updates == [])
        #expect(archive.index.items["arxiv:2411.00002"]?.day == F.tuesday)
    }

    @Test func aDayWithoutAnnouncementIsRecordedAsSuch() throws {
        let folder = try TempFolder()
        var archive = try Archive.open(at: folder.data, for: .recording, fileSystem: .disk)
        let change = try archive.record([F.listing([]), F.feed([F.repo("a/b", stars: 1)], name: "gh")], on: F.saturday)
        #expect(change.changed)
        let day = try archive.day(F.saturday)
        #expect(day.status == .noAnnouncement)
        #expect(day.sources.map(\.announcement) == [nil, .noAnnouncement])
        #expect(archive.index.days[F.saturday]?.status == .noAnnouncement)
        // Even a day that brought no item is a recorded day.
        try archive.record([F.listing([])], on: F.saturday.adding(days: 1))
        #expect(try archive.day(F.saturday.adding(days: 1)).status == .noAnnouncement)
    }

    @Test func knowingWhatIsNewReadsOnlyTheIndexAndTheDay() throws {
        let folder = try TempFolder()
        do {
            var archive = try Archive.open(at: folder.data, for: .recording, fileSystem: .disk)
            for offset in 0..<5 {
                try archive.record([F.listing([F.paper("2411.0000\(offset)")])], on: F.monday.adding(days: offset))
            }
        }
        let spy = CrashingFileSystem(allowed: 100)
        var archive = try Archive.open(at: folder.data, for: .recording, fileSystem: spy.fileSystem)
        try archive.record([F.listing([F.paper("2411.00009")])], on: F.saturday)
        // A day the index does not name is new: no day file is read at all.
        #expect(spy.reads == ["index.json", "index.json", "index.json.tmp"])
        try archive.record([F.listing([F.paper("2411.00010")])], on: F.saturday)
        #expect(spy.reads == ["index.json", "index.json", "index.json.tmp", "30.json"])
    }
}
