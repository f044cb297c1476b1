import PaperboyControllers
import PaperboyModels
import Testing

@Suite struct MuteFilterTests {
    static let rated = DigestDay("2024-11-28")!
    let items = [
        TestItems.paper("2411.00001", title: "Diffusion models for proteins", authors: ["Doe, Jane", "Ada Lovelace"]),
        TestItems.paper("2411.00002", title: "Sparse attention", summary: "Long documents read by diffusion-free models", authors: ["Ada Lovelace"]),
        TestItems.paper("2411.00003", title: "Graph networks", summary: "Weather forecasts.", authors: ["Alan Turing"]),
    ]

    func kept(_ mutes: [Rating], on day: DigestDay) throws -> [String] {
        try TestItems.run(MuteFilter(mutes), items, day: day).map(\.item.id)
    }

    @Test func anAuthorMuteHoldsForItsDaysAndEndsOnTheLast() throws {
        let mute = Rating(verdict: .mute, target: .author("Jane Doe"), date: Self.rated, days: 3, file: "r.yml", line: 1)
        #expect(try kept([mute], on: Self.rated.adding(days: -1)).count == 3)
        #expect(try kept([mute], on: Self.rated) == ["arxiv:2411.00002", "arxiv:2411.00003"])
        #expect(try kept([mute], on: Self.rated.adding(days: 2)) == ["arxiv:2411.00002", "arxiv:2411.00003"])
        #expect(try kept([mute], on: Self.rated.adding(days: 3)).count == 3)
    }

    @Test func aTermMuteMatchesTitlesAndAbstractsAsAPhrase() throws {
        let mute = Rating(verdict: .mute, target: .term("Diffusion"), date: Self.rated, days: 30)
        #expect(try kept([mute], on: Self.rated) == ["arxiv:2411.00003"])
        let phrase = Rating(verdict: .mute, target: .term("sparse attention"), date: Self.rated)
        #expect(try kept([phrase], on: Self.rated.adding(days: 29)) == ["arxiv:2411.00001", "arxiv:2411.00003"])
        #expect(try kept([phrase], on: Self.rated.adding(days: 30)).count == 3)
    }

    @Test func likesAndDislikesAreNotMutes() throws {
        let like = Rating(verdict: .up, target: .item("arxiv:2411.00001"), date: Self.rated)
        #expect(try kept([like], on: Self.rated).count == 3)
        #expect(MuteFilter([like]).mutes.isEmpty)
    }
}
