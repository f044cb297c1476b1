import Foundation
import PaperboyModels
import Testing
@testable import PaperboyViews

/// The 👍, 👎 and mute links: GitHub "new file" URLs whose `filename` and `value`,
/// decoded, are the rating file's path and text exactly.
@Suite struct RatingLinksTests {
    static let links = RatingLinks(repository: "octo/digest", branch: "main", folder: "data/ratings")
    static let item = Item(id: "github:owner/name", kind: .repository, title: "A \"quoted\" tool & more",
                           url: "https://github.com/owner/name", summary: "",
                           authors: [Author(name: "Zoë \"Zed\" Müller-Ōta"), Author(name: "B. Two")])

    /// The query values of `url`, percent-decoded.
    static func query(_ url: String) throws -> [String: String] {
        let items = try #require(URLComponents(string: url)?.queryItems)
        return Dictionary(uniqueKeysWithValues: items.map { ($0.name, $0.value ?? "") })
    }

    @Test func upAndDownProposeTheItemsRatingFile() throws {
        let made = try #require(Self.links.links(for: Self.item, on: Fixtures.day))
        for (url, verdict) in [(made.up, Rating.Verdict.up), (made.down, .down)] {
            let rating = Rating(verdict: verdict, target: .item("github:owner/name"), date: Fixtures.day, title: Self.item.title)
            #expect(url.hasPrefix("https://github.com/octo/digest/new/main?filename=data/ratings/2024-11-28-\(verdict.rawValue)-github-owner-name.yml&value="))
            let query = try Self.query(url)
            #expect(query["filename"] == "data/ratings/" + rating.fileName)
            #expect(query["value"] == rating.fileText)
        }
        #expect(made.up.hasSuffix("value=rating%3A%20up%0Aitem%3A%20%22github%3Aowner%2Fname%22%0Adate%3A%202024-11-28%0Atitle%3A%20%22A%20%5C%22quoted%5C%22%20tool%20%26%20more%22%0A"))
    }

    @Test func muteProposesTheFirstAuthorForThirtyDays() throws {
        let made = try #require(Self.links.links(for: Self.item, on: Fixtures.day))
        let mute = try #require(made.mute)
        let rating = Rating(verdict: .mute, target: .author("Zoë \"Zed\" Müller-Ōta"), date: Fixtures.day, days: 30)
        let query = try Self.query(mute)
        #expect(query["filename"] == "data/ratings/" + rating.fileName)
        #expect(query["value"] == rating.fileText)
        #expect(query["value"] == "rating: mute\nauthor: \"Zoë \\\"Zed\\\" Müller-Ōta\"\ndays: 30\ndate: 2024-11-28\n")
        #expect(made.mutedAuthor == "Zoë \"Zed\" Müller-Ōta")
        #expect(!mute.contains("\"") && !mute.contains(" ") && !mute.contains("ë") && !mute.contains("\n"), "every unsafe byte is percent-encoded")
    }

    /// A section page knows an item by its summary only (id, title, authors): its links are the day page's.
    @Test func anEntrysFieldsMakeTheItemsLinks() throws {
        let item = Self.item
        let byItem = try #require(Self.links.links(for: item, on: Fixtures.day))
        let byFields = try #require(Self.links.links(itemID: item.id, title: item.title, authors: ["", "Zoë \"Zed\" Müller-Ōta", "B. Two"],
                                                     on: Fixtures.day))
        #expect(byItem == byFields, "the first author that is not empty is muted")
    }

    @Test func anItemWithoutAuthorsHasNoMuteLink() throws {
        var item = Self.item
        item.authors = [Author(name: "")]
        let made = try #require(Self.links.links(for: item, on: Fixtures.day))
        #expect(made.mute == nil && made.mutedAuthor == nil)
    }

    @Test("a repository that is not owner/name makes no links", arguments: ["octo", "octo/", "/digest", "a/b/c"])
    func aBadRepositoryMakesNoLinks(repository: String) {
        let links = RatingLinks(repository: repository, branch: "main", folder: "ratings")
        #expect(links.links(for: Self.item, on: Fixtures.day) == nil)
    }

    @Test func theBranchAndFolderAreEncodedSegmentBySegment() throws {
        let links = RatingLinks(repository: "octo/digest", branch: "feature/ä b", folder: "./my ratings/")
        let made = try #require(links.links(for: Self.item, on: Fixtures.day))
        #expect(made.up.hasPrefix("https://github.com/octo/digest/new/feature/%C3%A4%20b?filename=my%20ratings/2024-11-28-up-"))
    }
}
