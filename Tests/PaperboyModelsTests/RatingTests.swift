import PaperboyModels
import Testing

/// ``Rating``: when it counts, the ids it accepts, its file's name.
@Suite struct RatingTests {
    static let day = DigestDay("2024-11-28")!

    @Test("a 30-day mute of 2024-11-28 counts through 2024-12-27, not before its day nor after")
    func muteLastDay() {
        let mute = Rating(verdict: .mute, target: .term("diffusion"), date: Self.day, days: 30)
        #expect(!mute.isActive(on: DigestDay("2024-11-27")!))
        #expect(mute.isActive(on: Self.day))
        #expect(mute.isActive(on: DigestDay("2024-12-27")!))
        #expect(!mute.isActive(on: DigestDay("2024-12-28")!))
        let oneDay = Rating(verdict: .mute, target: .author("Jane Doe"), date: Self.day, days: 1)
        #expect(oneDay.isActive(on: Self.day))
        #expect(!oneDay.isActive(on: Self.day.adding(days: 1)))
    }

    @Test("a like counts from its day on, for good")
    func likeLasts() {
        let like = Rating(verdict: .up, target: .item("arxiv:2411.17807"), date: Self.day)
        #expect(!like.isActive(on: DigestDay("2024-11-27")!))
        #expect(like.isActive(on: DigestDay("2034-11-28")!))
    }

    @Test("item ids: any arXiv form becomes arxiv:ID without its version; kind:rest stays",
          arguments: [("2411.17807", "arxiv:2411.17807"), ("arXiv:2411.17807v2", "arxiv:2411.17807"),
                      ("arxiv:2411.17807", "arxiv:2411.17807"), ("https://arxiv.org/abs/2411.17807v3", "arxiv:2411.17807"),
                      ("hep-th/9901001", "arxiv:hep-th/9901001"), ("github:apple/swift", "github:apple/swift")])
    func itemIDs(text: String, id: String) {
        #expect(Rating.itemID(text) == id)
    }

    @Test("not item ids", arguments: ["", "diffusion", ":x", "github:", "Github:a/b", "github:a b"])
    func notItemIDs(text: String) {
        #expect(Rating.itemID(text) == nil)
    }

    @Test("file names: the day, the verdict and a slug of the subject")
    func fileNames() {
        #expect(Rating(verdict: .up, target: .item("arxiv:2411.17807"), date: Self.day).fileName
            == "2024-11-28-up-arxiv-2411.17807.yml")
        #expect(Rating(verdict: .mute, target: .author("Jane Doe"), date: Self.day, days: 30).fileName
            == "2024-11-28-mute-author-jane-doe.yml")
    }
}
