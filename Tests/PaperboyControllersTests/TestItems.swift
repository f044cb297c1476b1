import Foundation
import PaperboyModels
@testable import PaperboyControllers

/// Small item factory shared by the controller tests.
enum TestItems {
    static let day = DigestDay(year: 2024, month: 11, day: 28)!
    static let utc = TimeZone(identifier: "UTC")!

    static func post(_ id: String, title: String, summary: String = "", authors: [String] = [], categories: [String] = [],
                     published: Date? = nil) -> Item {
        Item(id: id, kind: .post, title: title, summary: summary,
             authors: authors.map { Author(name: $0) }, published: published, categories: categories)
    }

    static func paper(_ id: String, title: String = "A paper", summary: String = "", authors: [String] = [],
                      categories: [String] = ["cs.LG"], primary: String? = nil, comment: String? = nil,
                      version: Int = 1, announce: AnnounceType? = nil, published: Date? = nil) -> Item {
        Item(id: "arxiv:\(id)", kind: .paper, title: title, summary: summary, authors: authors.map { Author(name: $0) },
             published: published, categories: categories,
             paper: Paper(arxivID: ArxivID(id)!, version: version, primaryCategory: primary ?? categories.first,
                          comment: comment, announceType: announce))
    }

    static func repo(_ fullName: String, description: String = "", language: String? = nil, topics: [String] = [],
                     stars: Int = 0, license: String? = nil, isFork: Bool = false, isArchived: Bool = false,
                     created: Date? = nil, pushed: Date? = nil) -> Item {
        let owner = String(fullName.split(separator: "/").first ?? "")
        return Item(id: "github:\(fullName)", kind: .repository, title: fullName, summary: description,
                    repository: Repository(fullName: fullName, owner: owner, description: description, stars: stars,
                                           language: language, topics: topics, license: license, created: created,
                                           pushed: pushed, isFork: isFork, isArchived: isArchived))
    }

    /// Runs `stage` alone over `items`, as the digest builder would.
    static func run(_ stage: any ItemStage, _ items: [Item], day: DigestDay = day) throws -> [Candidate] {
        let context = StageContext(day: day, timeZone: utc, stages: [stage])
        return try stage.run(context.candidates(items), in: context)
    }

    /// The ids `stage` keeps of `items`, in order.
    static func kept(_ stage: any ItemStage, _ items: [Item]) throws -> [String] {
        try run(stage, items).map(\.item.id)
    }

    /// `2024-11-DDT12:00:00Z`.
    static func november(_ day: Int, hour: Int = 12) -> Date {
        Date(timeIntervalSince1970: 1_730_419_200 + Double((day - 1) * 86_400 + hour * 3600))
    }
}
