import Foundation
import Testing
import PaperboyModels
@testable import PaperboyStore

/// TL;DRs kept in the day file of the digest day they were asked for.
@Suite struct ArchiveTLDRTests {
    typealias F = StoreFixtures

    static let written = TLDR(itemID: "arxiv:2411.00001", key: "arxiv:2411.00001v1 m 1f", outcome: .written("It works <b>well</b>."), tokens: 120)
    static let missed = TLDR(itemID: "arxiv:2411.00002", key: "arxiv:2411.00002v1 m 1f", outcome: .missed("out of budget"), tokens: 0, requests: 0)

    @Test func tldrsAreCommittedWithTheDayAndReadBack() throws {
        let folder = try TempFolder()
        do {
            var archive = try Archive.open(at: folder.data, for: .recording, fileSystem: .disk)
            try archive.record([F.listing([F.paper("2411.00001"), F.paper("2411.00002")])], on: F.monday)
            let before = try folder.text("days/2024/11/25.json")
            #expect(!before.contains("tldrs"), "a day without TL;DRs is written as before")
            try archive.stage([Self.missed, Self.written], on: F.monday)
            try archive.commit()
        }
        let reopened = try Archive.open(at: folder.data, for: .reading, fileSystem: .disk)
        #expect(try reopened.day(F.monday).tldrs == [Self.written, Self.missed])
        #expect(try folder.text("days/2024/11/25.json").contains("\"missed\" : \"out of budget\""))
        #expect(try folder.text("index.json").contains("\"revision\": 2"))
    }

    @Test func aLaterEntryOfTheSameKeyReplacesTheMissOnlyWhenItDiffers() throws {
        let folder = try TempFolder()
        var archive = try Archive.open(at: folder.data, for: .recording, fileSystem: .disk)
        try archive.record([F.listing([F.paper("2411.00002")])], on: F.monday)
        try archive.stage([Self.missed], on: F.monday)
        try archive.commit()
        let stamp = archive.changeStamp(of: F.monday)
        try archive.stage([Self.missed], on: F.monday)
        try archive.commit()
        #expect(archive.changeStamp(of: F.monday) == stamp, "the same entry again changes nothing")
        var found = Self.missed
        found.outcome = .written("Found later.")
        try archive.stage([found], on: F.monday)
        try archive.commit()
        #expect(try archive.day(F.monday).tldrs == [found])
    }

    @Test func aReadingArchiveRefusesTLDRsAndAnUnknownDayIsLeftAlone() throws {
        let folder = try TempFolder()
        do {
            var archive = try Archive.open(at: folder.data, for: .recording, fileSystem: .disk)
            try archive.record([F.listing([F.paper("2411.00001")])], on: F.monday)
            try archive.stage([Self.written], on: F.tuesday)
            try archive.commit()
        }
        #expect(!folder.exists("days/2024/11/26.json"))
        var reading = try Archive.open(at: folder.data, for: .reading, fileSystem: .disk)
        #expect(throws: StoreError.self) { try reading.stage([Self.written], on: F.monday) }
    }
}
