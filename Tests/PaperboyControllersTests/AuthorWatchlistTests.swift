import PaperboyText
import Testing
import PaperboyModels
@testable import PaperboyControllers

@Suite struct AuthorWatchlistTests {
    @Test("names normalise: diacritics, initials, Last, First", arguments: [
        ("Geoffrey Hinton", "Geoffrey Hinton", true),
        ("Hinton, Geoffrey", "Geoffrey E. Hinton", true),
        ("G. Hinton", "Geoffrey Hinton", true),
        ("Geoffrey Hinton", "G.E. Hinton", true),
        ("Hinton", "Geoffrey Hinton", true),
        ("Geoffrey Hinton", "Hinton", false),
        ("Geoffrey Hinton", "Gerald Hinton", false),
        ("G. Hinton", "E. Hinton", false),
        ("Geoffrey Hinton", "Geoffrey Hinton-Smith", false),
        ("Zoe Muller", "Zoë Müller", true),
        ("MÜLLER, ZOË", "zoe muller", true),
        ("Ana de la Cruz", "A. de la Cruz", true),
        ("de la Cruz, Ana", "Ana de la Cruz", true),
        ("van der Berg", "Ingrid van der Berg", true),
        ("Martin Luther King Jr.", "M. L. King", true),
        ("King, Martin Luther, Jr.", "Martin King", true),
        ("Jae-won Kim", "J.-W. Kim", true),
        ("Yann LeCun", "Yann Le Cun", false),
    ])
    func names(watch: String, author: String, matches: Bool) {
        #expect(PersonName(watch).matches(PersonName(author)) == matches)
    }

    @Test func parsesTheParts() {
        let name = PersonName("LeCun, Yann A.")
        #expect(name.family == "lecun")
        #expect(name.given == ["yann", "a"])
        #expect(PersonName("Ludwig van Beethoven").given == ["ludwig"])
        #expect(PersonName("").family == "")
        #expect(!PersonName("").matches(PersonName("")))
    }

    @Test func keepsItemsByWatchedAuthorsWithReasonsAndScore() throws {
        let items = [
            TestItems.paper("2411.00001", authors: ["Ada Lovelace", "Geoffrey E. Hinton", "Yann LeCun"]),
            TestItems.paper("2411.00002", authors: ["Someone Else"]),
            TestItems.paper("2411.00003", authors: ["Y. LeCun"]),
        ]
        let kept = try TestItems.run(AuthorWatchlist(["Hinton, Geoffrey", "LeCun, Yann"]), items)
        #expect(kept.map(\.item.id) == ["arxiv:2411.00001", "arxiv:2411.00003"])
        #expect(kept[0].entry.reasons.map(\.label) == ["author Geoffrey E. Hinton", "author Yann LeCun"])
        #expect(kept.map(\.entry.score) == [10, 5])
    }
}
