import Foundation
import PaperboyModels
import PaperboyTestSupport
import Testing
@testable import PaperboyServices

/// A missed day fetched again: new papers and cross-lists by submission time, replacements
/// (and cross-lists that came with a new version) by the time of their latest version.
@Suite struct ArxivBackfillSourceTests {
    let clock = ManualClock()
    /// Thursday 2024-11-28's listing: papers submitted 2024-11-26 19:00 to 2024-11-27 19:00 UTC.
    static let day = DigestDay("2024-11-28")!

    private func source(_ server: TestHTTPServer) -> ArxivBackfillSource {
        let listing = ArxivListingSource(name: "arxiv", categories: ["cs.LG"], apiBase: server.url("/api/query"), emptyPageRetries: 0)
        return ArxivBackfillSource(listing: listing, day: Self.day, calendar: ArxivCalendar())
    }

    private static func paper(_ id: String, _ categories: [String], published: String, version: Int = 1, updated: String? = nil) -> FeedFixtures.Paper {
        var paper = FeedFixtures.Paper(id, published: published)
        paper.categories = categories
        paper.version = version
        paper.updated = updated
        return paper
    }

    static let submitted = [
        paper("2411.00001", ["cs.LG"], published: "2024-11-27T10:00:00Z"),
        paper("2411.00002", ["math.CO", "cs.LG"], published: "2024-11-27T11:00:00Z"),
    ]
    static let updated = [
        paper("2411.00001", ["cs.LG"], published: "2024-11-27T10:00:00Z"),
        paper("2406.00001", ["cs.LG"], published: "2024-06-03T10:00:00Z", version: 3, updated: "2024-11-27T09:00:00Z"),
        paper("2406.00002", ["math.CO", "cs.LG"], published: "2024-06-03T10:00:00Z", version: 2, updated: "2024-11-27T12:00:00Z"),
        // Outside the window: a stand-in that ignores the date clause must not put it on the day.
        paper("2406.00003", ["cs.LG"], published: "2024-06-03T10:00:00Z", version: 2, updated: "2024-10-01T12:00:00Z"),
    ]

    @Test func newPapersByFirstVersionAndReplacementsByLatestVersion() async throws {
        let server = try TestHTTPServer { request, _ in
            let query = request.parameter("search_query") ?? ""
            return TestReply(body: FeedFixtures.api(query.contains("lastUpdatedDate:[") ? Self.updated : Self.submitted))
        }
        defer { server.stop() }
        let harvest = try await source(server).fetch(in: FetchTest.context(FetchTest.client(FetchTest.transport, clock: clock)))
        let types = Dictionary(uniqueKeysWithValues: harvest.items.map { ($0.id, $0.paper?.announceType) })
        #expect(types == ["arxiv:2411.00001": .new, "arxiv:2411.00002": .cross, "arxiv:2406.00001": .replace, "arxiv:2406.00002": .replaceCross])
        #expect(server.requests.map { $0.parameter("search_query") } == [
            "cat:cs.LG AND submittedDate:[202411261900 TO 202411271859]",
            "cat:cs.LG AND lastUpdatedDate:[202411261900 TO 202411271859]",
        ])
        #expect(server.requests.map { $0.parameter("sortBy") } == ["submittedDate", "lastUpdatedDate"])
        #expect(harvest.source.warnings == [
            "back-filled from the arXiv API: 1 new paper, 1 cross-list, 2 replacements, submitted 2024-11-26 14:00 to 2024-11-27 14:00 US Eastern; "
                + "a cross-list of an older paper made without a new version is not in the API's date search and may be missing",
        ])
    }

    @Test func whenTheReplacementSearchFailsTheDayKeepsItsNewPapersAndSaysWhatItLacks() async throws {
        let server = try TestHTTPServer { request, _ in
            let query = request.parameter("search_query") ?? ""
            return query.contains("lastUpdatedDate:[") ? TestReply(status: 400, body: "unsupported") : TestReply(body: FeedFixtures.api(Self.submitted))
        }
        defer { server.stop() }
        let harvest = try await source(server).fetch(in: FetchTest.context(FetchTest.client(FetchTest.transport, clock: clock)))
        #expect(harvest.items.map(\.id) == ["arxiv:2411.00001", "arxiv:2411.00002"])
        #expect(harvest.source.warnings.first?.hasPrefix("replacements were not fetched (") == true)
        #expect(harvest.source.warnings.first?.hasSuffix("): this day has new papers and cross-lists only") == true)
        #expect(harvest.source.warnings.last?.contains("1 new paper, 1 cross-list, 0 replacements") == true)
    }

    @Test func aFailedSubmissionSearchFailsTheDay() async throws {
        let server = try TestHTTPServer { _, _ in TestReply(status: 503, body: "down") }
        defer { server.stop() }
        let client = FetchTest.client(FetchTest.transport, clock: clock, retries: 0)
        await #expect(throws: (any Error).self) { try await source(server).fetch(in: FetchTest.context(client)) }
        #expect(server.requests.count == 1)
    }
}
