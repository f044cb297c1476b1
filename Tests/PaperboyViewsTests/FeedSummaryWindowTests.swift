import Foundation
import Testing
import PaperboyModels
@testable import PaperboyViews

/// Summaries no feed can show are dropped as days come in, and the feeds stay the same.
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

    @Test(arguments: [1, 5, 12, 200])
    func feedsAreTheSameWithTheWindow(limit: Int) {
        let all = Self.digests().map(DaySummary.init(digest:))
        var window = FeedSummaryWindow(limit: limit)
        all.forEach { window.append($0) }
        let options = SiteOptions(title: "T", feedLimit: limit)
        let sections = [(id: "big", title: "Big"), (id: "small", title: "Small")]
        let expected = FeedFiles(options: options, days: all.reversed(), sections: sections).files()
        let produced = FeedFiles(options: options, days: window.days.reversed(), sections: sections).files()
        #expect(produced == expected)
        let kept = window.days.flatMap(\.entries).filter { !$0.summary.isEmpty }.count
        let total = all.flatMap(\.entries).count
        #expect(kept <= 2 * limit, "at most a feed's worth per section keeps its summary (\(kept) of \(total))")
        if limit < 12 { #expect(kept < total) }
    }
}
