import Foundation
import Testing
import PaperboyModels
import PaperboyControllers
import PaperboyServices
import PaperboySharedFixtures

/// Author watchlists on the real 2024-11-28 listing, around given names that double as
/// particles. Each expected list was checked by hand against the listing's `dc:creator`
/// lines: the papers of that person and no one else (`Bo Yang`, `Sean Bin Yang`, `Do-Eun
/// Lee`, `Lu Lu`, `Dominic O. Chang`, `Alberto de la Torre` are others).
@Suite(.enabled(if: SharedFixtures.has(BigDayTests.listingPath),
                "\(SharedFixtures.reason("the real listing's watchlist check is skipped"))"))
struct WatchlistListingTests {
    static let watched: [(entry: String, papers: [String])] = [
        ("Yang, Bin", ["2410.11802", "2411.18428"]),
        ("Bin Li", ["2411.17790", "2411.18111"]),
        ("Ma, Bin", ["2411.17998"]),
        ("Ren, Bin", ["2411.18588"]),
        ("Chang, Da", ["2411.18250"]),
        ("Di Huang", ["2409.01392"]),
        ("Niu, Di", ["2411.17720"]),
        ("Qiu, Di", ["2411.18281"]),
        ("Wu, Di", ["2405.15176", "2409.12747", "2411.17716"]),
        ("Zhang, Di", ["2411.18203"]),
        ("Lee, Do Hyun", ["2406.11248"]),
        ("Du Mingzhe", ["2411.18126"]),
        ("Amhoud, El Mehdi", ["2411.17781"]),
        ("Lu, Le", ["2409.01658", "2411.18290"]),
        ("Le Peng", ["2405.05160"]),
        ("De, Soubhik", ["2411.18196"]),
        ("Le, Thuc Duy", ["2411.17774"]),
        ("Al Ghallabi, Wafa", ["2411.16508"]),
        ("van der Plas, Lonneke", ["2410.17218"]),
        ("De la Torre, Fernando", ["2407.09646"]),
        ("Di Matteo, Paola", ["2411.18182"]),
        ("Yang, Ming-Hsuan", ["2203.12985", "2411.17761", "2411.18588"]),
        ("Yang, Bob", []),
        ("Wu, Zed", []),
        ("Li, Zed", []),
    ]

    @Test func eachEntryKeepsExactlyItsPersonsPapers() throws {
        let items = try FeedParser().parse(contentsOf: BigDayTests.fixture).items
        #expect(items.count == 1504)
        let context = StageContext(day: DigestDay("2024-11-28")!)
        for (entry, papers) in Self.watched {
            let kept = AuthorWatchlist([entry]).run(context.candidates(items), in: context)
            let ids = kept.compactMap { $0.item.paper?.arxivID.description }.sorted()
            #expect(ids == papers, "\(entry)")
        }
        let all = AuthorWatchlist(Self.watched.map(\.entry)).run(context.candidates(items), in: context)
        #expect(all.count == Set(Self.watched.flatMap(\.papers)).count)
    }
}
