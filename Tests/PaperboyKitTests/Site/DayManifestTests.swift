import Foundation
@testable import PaperboyKit
import PaperboyModels
import Testing

/// The key that decides whether a day's pages are rendered again.
@Suite struct DayManifestTests {
    static func digest(title: String = "A paper", badges: [String] = []) -> Digest {
        let item = Item(id: "arxiv:2411.00001", kind: .paper, title: title, url: "https://arxiv.org/abs/2411.00001", summary: "S")
        return Digest(day: DigestDay("2024-11-28")!, title: "T",
                      sections: [DigestSection(id: "s", title: "S", entries: [DigestEntry(item: item, badges: badges)])])
    }

    @Test func theSameInputsGiveTheSameKey() {
        #expect(DayManifest.key(Self.digest(), previous: nil, next: nil, themeKey: 1)
            == DayManifest.key(Self.digest(), previous: nil, next: nil, themeKey: 1))
    }

    @Test func anyShownChangeChangesTheKey() {
        let base = DayManifest.key(Self.digest(), previous: nil, next: nil, themeKey: 1)
        #expect(DayManifest.key(Self.digest(title: "B paper"), previous: nil, next: nil, themeKey: 1) != base)
        #expect(DayManifest.key(Self.digest(badges: ["Hot"]), previous: nil, next: nil, themeKey: 1) != base)
        #expect(DayManifest.key(Self.digest(), previous: DigestDay("2024-11-27"), next: nil, themeKey: 1) != base)
        #expect(DayManifest.key(Self.digest(), previous: nil, next: DigestDay("2024-11-29"), themeKey: 1) != base)
        #expect(DayManifest.key(Self.digest(), previous: nil, next: nil, themeKey: 2) != base)
    }

    @Test func aMonthsShardKeyChangesWithItsDaysAndEarlierOnesOnly() {
        let days = ["2024-10-31", "2024-11-01", "2024-11-02"].map { DigestDay($0)! }
        let keys = DayManifest.shardKeys(days: days, stamps: ["a", "b", "c"], configKey: 1, themeKey: 1)
        #expect(keys.keys.sorted() == ["2024-10", "2024-11"])
        let added = DayManifest.shardKeys(days: days + [DigestDay("2024-12-01")!], stamps: ["a", "b", "c", "d"], configKey: 1, themeKey: 1)
        #expect(added["2024-10"] == keys["2024-10"] && added["2024-11"] == keys["2024-11"], "a new day leaves earlier months alone")
        let changed = DayManifest.shardKeys(days: days, stamps: ["a", "B", "c"], configKey: 1, themeKey: 1)
        #expect(changed["2024-10"] == keys["2024-10"])
        #expect(changed["2024-11"] != keys["2024-11"])
        let earlier = DayManifest.shardKeys(days: days, stamps: ["A", "b", "c"], configKey: 1, themeKey: 1)
        #expect(earlier["2024-11"] != keys["2024-11"], "a month lists the items earlier days did not")
        #expect(DayManifest.shardKeys(days: days, stamps: ["a", "b", "c"], configKey: 2, themeKey: 1)["2024-10"] != keys["2024-10"])
        #expect(DayManifest.shardKeys(days: days, stamps: ["a", nil, "c"], configKey: 1, themeKey: 1).keys.sorted() == ["2024-10"])
    }
}
