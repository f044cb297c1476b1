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
}
