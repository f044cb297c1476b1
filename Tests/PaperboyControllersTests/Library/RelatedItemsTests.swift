import PaperboyControllers
import PaperboyModels
import Testing

@Suite struct RelatedItemsTests {
    static let day = DigestDay("2024-11-28")!

    static func item(_ id: String, _ title: String, _ abstract: String = "") -> Item {
        Item(id: id, kind: .paper, title: title, summary: abstract)
    }

    static let items = [
        item("a", "Diffusion models for protein folding", "Protein structures from diffusion."),
        item("b", "Protein folding with transformers", "Transformers predict protein structures."),
        item("c", "Diffusion models for images", "Image generation with diffusion."),
        item("d", "Tax law in medieval towns", "Archival sources."),
    ]

    @Test func closestFirstNeverItselfAndNothingWithoutASharedTerm() {
        let related = RelatedItems.closest(among: Self.items, day: Self.day, limit: 5)
        #expect(related["a"]?.first == "b", "protein, folding and structure outweigh diffusion and model")
        #expect(Set(related["a"] ?? []) == ["b", "c"])
        #expect(related["c"] == ["a"])
        #expect(related["d"] == nil)
        for (id, others) in related { #expect(!others.contains(id)) }
    }

    @Test func tiesGoByIDAndTheOrderOfTheInputDoesNotMatter() {
        let twins = [Self.item("z", "Graph sampling"), Self.item("y", "Graph sampling"), Self.item("x", "Graph sampling")]
        let related = RelatedItems.closest(among: twins, day: Self.day, limit: 5)
        #expect(related["x"] == ["y", "z"])
        #expect(related["z"] == ["x", "y"])
        #expect(RelatedItems.closest(among: twins.reversed(), day: Self.day, limit: 5) == related)
    }

    @Test func onlySomeIDsGetTheirListsUnchanged() {
        let all = RelatedItems.closest(among: Self.items, day: Self.day, limit: 5)
        let some = RelatedItems.closest(among: Self.items, day: Self.day, limit: 5, only: ["a", "d"])
        #expect(some == ["a": all["a"]!], "the same list for a, none for the others (d has none at all)")
    }

    @Test func theLimitAndRepeatedIDsAreRespected() {
        let related = RelatedItems.closest(among: Self.items + [Self.items[1]], day: Self.day, limit: 1)
        #expect(related["a"] == ["b"])
        #expect(RelatedItems.closest(among: Self.items, day: Self.day, limit: 0).isEmpty)
    }
}
