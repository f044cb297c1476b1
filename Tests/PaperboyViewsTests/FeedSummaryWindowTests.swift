import Foundation
import Testing
import PaperboyModels
@testable import PaperboyViews

/// Summaries no feed can show (days older than the feeds' window) are dropped as days come in, and the feeds stay the same.
@Suite struct FeedSummaryWindowTests {
    /// Thirty days; section `big` gets 4 items a day, `small` one every third day, and every
    /// fifth day repeats an item across both sections and within `big`.
    static func digests() -> [Digest] {
        (1...30).map { n in
            func paper(_ id: String) -> Item {
                Item(id: "arxiv:\(id)", kind: .paper, title: "Paper \(id)", url: "https://arxiv.org/abs/\(id)",
                     summary: "Summary of \(id), day \(n).")
            }
            var big = (1...4).map { paper("24\(n).\($0)") }
            var small = n % 3 == 0 ? [paper("24\(n).9")] : []
            if n % 5 == 0 {
                small.append(big[0])
                big.append(big[1])
            }
            return Digest(day: DigestDay(year: 2024, month: 1, day: n)!, title: "T",
                          sections: [DigestSection(id: "big", title: "Big", items: big),
                                     DigestSection(id: "small", title: "Small", items: small)])
        }
    }

    @Test(arguments: [1, 3, 12, 200])
    func feedsAreTheSameWithTheWindow(days: Int) {
        let all = Self.digests().map { DaySummary(digest: $0) }
        var window = FeedSummaryWindow(days: days)
        all.forEach { window.append($0) }
        let options = SiteOptions(title: "T", feeds: FeedOptions(days: days, fullContent: true))
        let sections = [(id: "big", title: "Big"), (id: "small", title: "Small")]
        let expected = FeedFiles(options: options, days: all.reversed(), sections: sections).files()
        let produced = FeedFiles(options: options, days: window.days.reversed(), sections: sections).files()
        #expect(produced == expected)
        let keptDays = window.days.indices.filter { d in window.days[d].entries.contains { $0.summary != nil } }
        #expect(keptDays == Array(all.indices.suffix(min(days, all.count))), "only the window's days keep their texts")
    }

    /// Summaries kept from an earlier run lack texts that a feed may need once a newer day
    /// has no entries; the window names those days, and with them read again the feeds
    /// are as if nothing had been dropped.
    @Test func daysMissingTextsAreNamedAndRefillingThemGivesTheSameFeeds() {
        let limit = 5
        let all = Self.digests().map { DaySummary(digest: $0) }
        var earlier = FeedSummaryWindow(days: limit)
        all.forEach { earlier.append($0) }
        #expect(earlier.daysMissingSummaries.isEmpty)
        // This run: the last day came again with no entries; the other days come from the earlier run.
        var emptied = all[all.count - 1]
        emptied.entries = []
        emptied.sections = []
        var window = FeedSummaryWindow(days: limit)
        (Array(earlier.days.dropLast()) + [emptied]).forEach { window.append($0) }
        let missing = window.daysMissingSummaries
        #expect(!missing.isEmpty)
        #expect(missing.allSatisfy { $0 < all.count - 1 })
        var refilled = window.days
        for i in missing { refilled[i] = all[i] }
        var again = FeedSummaryWindow(days: limit)
        refilled.forEach { again.append($0) }
        #expect(again.daysMissingSummaries.isEmpty)
        let options = SiteOptions(title: "T", feeds: FeedOptions(days: limit))
        let sections = [(id: "big", title: "Big"), (id: "small", title: "Small")]
        let truth = Array(all.dropLast()) + [emptied]
        #expect(FeedFiles(options: options, days: again.days.reversed(), sections: sections).files()
            == FeedFiles(options: options, days: truth.reversed(), sections: sections).files())
    }
}
