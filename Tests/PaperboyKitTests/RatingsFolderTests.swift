import Foundation
import PaperboyModels
import Testing
@testable import PaperboyKit

/// ``RatingsFolder``: good files, each kind of malformed file with its file:line:column,
/// the latest like or dislike of an item, and ``Rating/fileText`` read back.
@Suite struct RatingsFolderTests {
    static let day = DigestDay("2024-11-28")!

    private func read(_ files: [String: String]) throws -> RatingsFolder.Load {
        let playground = try Playground()
        for (name, text) in files { try playground.write("ratings/" + name, text) }
        return RatingsFolder(folder: playground.url.appendingPathComponent("ratings"), currentDirectory: playground.url, fileSystem: .disk).read()
    }

    @Test("good files, by name; subfolders, other extensions and hidden files are not read")
    func goodFiles() throws {
        let load = try read([
            "b.yaml": "# muted for two months\nrating: mute\nterm: diffusion\ndays: 60\ndate: 2024-11-28\n",
            "a.yml": "date: 2024-11-27\nitem: arXiv:2411.17807v2   # normalised\nrating: up\ntitle: 'A title'\n",
            "c.yml": "rating: mute\nauthor: \"Jane Doe\"\ndate: 2024-11-28\n",
            "notes.txt": "rating: nonsense\n", ".hidden.yml": "x", "old/d.yml": "rating: nonsense\n",
        ])
        #expect(load.issues == [])
        #expect(load.files == 3)
        #expect(load.ratings == [
            Rating(verdict: .up, target: .item("arxiv:2411.17807"), date: DigestDay("2024-11-27")!, title: "A title",
                   file: "ratings/a.yml", line: 1),
            Rating(verdict: .mute, target: .term("diffusion"), date: Self.day, days: 60, file: "ratings/b.yaml", line: 2),
            Rating(verdict: .mute, target: .author("Jane Doe"), date: Self.day, days: 30, file: "ratings/c.yml", line: 1),
        ])
    }

    @Test("a missing folder is no ratings")
    func missingFolder() throws {
        let playground = try Playground()
        let load = RatingsFolder(folder: playground.url.appendingPathComponent("ratings"), currentDirectory: playground.url, fileSystem: .disk).read()
        #expect(load == RatingsFolder.Load())
    }

    @Test("each malformed file is skipped with its place and reason", arguments: [
        ("rating: maybe\nitem: 2411.17807\ndate: 2024-11-28\n",
         "ratings/x.yml:1:9: rating must be up, down or mute, got \"maybe\""),
        ("# a comment\nrating: up\nitem: 2411.17807\n",
         "ratings/x.yml:2:1: missing key \"date\" (the rating's day, like 2024-11-28)"),
        ("rating: mute\nterm: diffusion\nitem: 2411.17807\ndate: 2024-11-28\n",
         "ratings/x.yml:3:1: item: is not allowed on a mute: a mute names an author: or a term:"),
        ("rating: mute\nauthor: Jane Doe\nterm: diffusion\ndate: 2024-11-28\n",
         "ratings/x.yml:3:1: a mute names one of author: and term:, not both"),
        ("rating: mute\nterm: diffusion\ndays: 0\ndate: 2024-11-28\n",
         "ratings/x.yml:3:7: days must be a whole number from 1 to 3650, got \"0\""),
        ("rating: up\nitem: 2411.17807\n  \ndate: 2024-11-28\ntitel: A\n",
         "ratings/x.yml:5:1: unknown key \"titel\" (did you mean \"title\"? expected one of: rating, item, author, term, days, date, title)"),
        ("- rating: up\n", "ratings/x.yml:1:1: expected a mapping of keys to values (rating:, item:, date:), found a list"),
        ("rating: up\nitem: [2411.17807\n", "ratings/x.yml:3:1: YAML syntax: did not find expected ',' or ']'"),
        ("rating: up\nitem: diffusion\ndate: 2024-11-28\n",
         "ratings/x.yml:2:7: item must be an archived item's id like arxiv:2411.17807 or github:owner/name, got \"diffusion\""),
        ("rating: down\nitem: 2411.17807\ndays: 3\ndate: 2024-11-28\n",
         "ratings/x.yml:3:1: days: is for a mute; a rating down names an item:"),
        ("rating: up\nitem: 2411.17807\ndate: 2024-02-30\n", "ratings/x.yml:3:7: date must be a day like 2024-11-28, got \"2024-02-30\""),
        ("", "ratings/x.yml:1:1: empty file: a rating is a mapping with rating:, item: (or author: or term:) and date:"),
    ])
    func malformed(text: String, message: String) throws {
        let load = try read(["x.yml": text, "y.yml": "rating: up\nitem: 2411.00001\ndate: 2024-11-28\n"])
        #expect(load.issues.map(\.description) == [message])
        #expect(load.ratings.map(\.file) == ["ratings/y.yml"], "the good file is still read")
    }

    @Test("a file over 64 KiB is skipped unread")
    func tooLarge() throws {
        let load = try read(["big.yml": "rating: up\n" + String(repeating: "# padding\n", count: 7000)])
        #expect(load.ratings.isEmpty)
        #expect(load.issues.map(\.description) == ["ratings/big.yml: 70011 bytes; a rating file is at most 64 KiB"])
    }

    @Test("of an item's likes and dislikes the latest day wins, then the later file name; mutes are not item ratings")
    func latest() {
        func item(_ verdict: Rating.Verdict, _ id: String, _ date: String, _ file: String) -> Rating {
            Rating(verdict: verdict, target: .item(id), date: DigestDay(date)!, file: "ratings/" + file)
        }
        let ratings = [
            item(.up, "arxiv:1", "2024-11-29", "a.yml"),
            item(.down, "arxiv:1", "2024-11-28", "z.yml"),
            item(.down, "arxiv:2", "2024-11-28", "b.yml"),
            item(.up, "arxiv:2", "2024-11-28", "c.yml"),
            Rating(verdict: .mute, target: .term("x"), date: Self.day, days: 30, file: "ratings/m1.yml"),
            Rating(verdict: .mute, target: .term("x"), date: Self.day, days: 30, file: "ratings/m2.yml"),
        ]
        #expect(Rating.latestItemRatings(ratings).map(\.file) == ["ratings/a.yml", "ratings/c.yml"])
        #expect(Rating.latestItemRatings(ratings.reversed()).map(\.file) == ["ratings/a.yml", "ratings/c.yml"])
    }

    @Test("fileText read back is the same rating, title with quotes, a backslash and a newline included", arguments: [
        Rating(verdict: .up, target: .item("arxiv:2411.17807"), date: RatingsFolderTests.day, title: "\"Quoted\" C:\\path and\na newline / slash: # not a comment"),
        Rating(verdict: .down, target: .item("github:apple/swift"), date: RatingsFolderTests.day),
        Rating(verdict: .mute, target: .author("Zoë \"Z\" O'Neil"), date: RatingsFolderTests.day, days: 3650),
        Rating(verdict: .mute, target: .term("a: b # c"), date: RatingsFolderTests.day, days: 1),
    ])
    func roundTrip(rating: Rating) throws {
        let load = try read([rating.fileName: rating.fileText])
        #expect(load.issues == [])
        var expected = rating
        expected.file = "ratings/" + rating.fileName
        expected.line = 1
        #expect(load.ratings == [expected])
    }
}
