import Foundation
import PaperboyModels
import Testing
@testable import PaperboyViews

/// The byte budget (`feeds: max_bytes`): a feed over it keeps the longest run of entries
/// that fits, newest day first, says how many more the site has, and is still Atom.
@Suite struct FeedBudgetTests {
    @Test(arguments: [16 * 1024, 24 * 1024, 32 * 1024])
    func aFeedOverItsBudgetKeepsToItAndSaysHowManyAreLeftOut(budget: Int) throws {
        let files = FeedValidityTests.files(FeedOptions(days: 5, maxBytes: budget))
        let all = FeedValidityTests.expectedIDs(days: 5, section: nil)
        let data = try #require(files["feeds/atom.xml"])
        #expect(data.count <= budget, "\(data.count) bytes over \(budget)")
        let atom = try AtomReader.read(data)
        let kept = atom.entries.map { $0["id"]?.first ?? "" }
        #expect(!kept.isEmpty && kept.count < all.count)
        #expect(kept == Array(all.prefix(kept.count)), "the oldest day's last entries go first")
        let left = all.count - kept.count
        #expect(atom.feed["subtitle"] == ["\(left) more items on the site: https://example.org/d/archive/index.html"])
        let jsonData = try #require(files["feeds/feed.json"])
        let json = try #require(try JSONSerialization.jsonObject(with: jsonData) as? [String: Any])
        #expect((json["items"] as? [[String: Any]])?.count == kept.count)
        #expect(json["description"] as? String == atom.feed["subtitle"]?.first)
        // One more entry would not have fitted: the budget is used, not merely respected.
        let next = try #require(FeedValidityTests.files(FeedOptions(days: 5, maxBytes: budget * 4))["feeds/atom.xml"])
        #expect(try AtomReader.read(next).entries.count > kept.count)
    }

    @Test func aFeedUnderItsBudgetIsWhole() throws {
        let files = FeedValidityTests.files(FeedOptions(days: 5))
        let atom = try AtomReader.read(try #require(files["feeds/atom.xml"]))
        #expect(atom.entries.count == FeedValidityTests.expectedIDs(days: 5, section: nil).count)
        #expect(atom.feed["subtitle"] == nil)
        #expect(FeedOptions.defaultMaxBytes == 512 * 1024)
    }

    @Test func theSameInputGivesTheSameBytes() throws {
        let options = FeedOptions(days: 5, maxBytes: 40 * 1024)
        #expect(FeedValidityTests.files(options) == FeedValidityTests.files(options))
    }
}
