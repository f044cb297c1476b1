import Foundation
import PaperboyModels
import PaperboyTestSupport
import Testing
@testable import PaperboyServices

@Suite struct ArxivListingSourceTests {
    let clock = ManualClock()
    static let papers = ["2411.00001", "2411.00002", "2411.00003", "2411.00004", "2411.00005"].enumerated().map { index, id in
        FeedFixtures.Paper(id, index == 4 ? "replace" : (index == 3 ? "cross" : "new"))
    }

    /// Serves the listing and answers `id_list` queries, leaving out `missing` ids.
    private func server(listing: String, missing: Set<String> = [], reject: String? = nil) throws -> TestHTTPServer {
        try TestHTTPServer { request, _ in
            switch request.path {
            case "/rss/cs.LG+cs.CL":
                return TestReply(body: listing)
            case "/api/query":
                let ids = (request.parameter("id_list") ?? "").split(separator: ",").map(String.init)
                if let reject, ids.contains(reject) {
                    return TestReply(status: 400, body: FeedFixtures.apiError("incorrect id format for \(reject)"))
                }
                return TestReply(body: FeedFixtures.api(ids.filter { !missing.contains($0) }.map { FeedFixtures.Paper($0) }))
            default:
                return TestReply(status: 404, body: "no")
            }
        }
    }

    private func source(_ server: TestHTTPServer, batchSize: Int = 2, types: Set<AnnounceType>? = nil) -> ArxivListingSource {
        ArxivListingSource(name: "arxiv", categories: ["cs.LG", "cs.CL"], batchSize: batchSize, announceTypes: types,
                           rssBase: server.url("/rss/"), apiBase: server.url("/api/query"))
    }

    @Test func fetchesTheListingThenDetailsInBatches() async throws {
        let server = try server(listing: FeedFixtures.listing(Self.papers))
        defer { server.stop() }
        let client = FetchTest.client(FetchTest.transport, clock: clock)
        let harvest = try await source(server).fetch(in: FetchTest.context(client))
        #expect(harvest.items.map(\.id) == Self.papers.map { "arxiv:\($0.id)" })
        #expect(harvest.items.map { $0.paper?.comment } == Self.papers.map { "Comment on \($0.id)" })
        #expect(harvest.items.map { $0.paper?.announceType } == [.new, .new, .new, .cross, .replace])
        #expect(harvest.items.first?.paper?.primaryCategory == "cs.CL")
        #expect(harvest.source.warnings == [])
        #expect(server.requests.map(\.target) == [
            "/rss/cs.LG+cs.CL",
            "/api/query?id_list=2411.00001,2411.00002&max_results=2",
            "/api/query?id_list=2411.00003,2411.00004&max_results=2",
            "/api/query?id_list=2411.00005&max_results=1",
        ])
    }

    @Test func keepsOnlyTheConfiguredAnnounceTypes() async throws {
        let server = try server(listing: FeedFixtures.listing(Self.papers))
        defer { server.stop() }
        let client = FetchTest.client(FetchTest.transport, clock: clock)
        let harvest = try await source(server, batchSize: 10, types: [.new]).fetch(in: FetchTest.context(client))
        #expect(harvest.items.map(\.id) == ["arxiv:2411.00001", "arxiv:2411.00002", "arxiv:2411.00003"])
        #expect(server.requests.last?.target == "/api/query?id_list=2411.00001,2411.00002,2411.00003&max_results=3")
    }

    @Test func aBatchWithFewerEntriesNamesTheMissingPapersAndKeepsThem() async throws {
        let server = try server(listing: FeedFixtures.listing(Self.papers), missing: ["2411.00002"])
        defer { server.stop() }
        let client = FetchTest.client(FetchTest.transport, clock: clock)
        let harvest = try await source(server).fetch(in: FetchTest.context(client))
        #expect(harvest.items.count == 5)
        // The missing paper keeps the listing's details.
        #expect(harvest.items[1].paper?.comment == nil)
        #expect(harvest.items[1].summary == "The listing's abstract of 2411.00002.")
        #expect(harvest.source.warnings == [
            "the arXiv API returned 1 of the 2 papers asked for (\(server.url("/api/query?id_list=2411.00001,2411.00002&max_results=2").absoluteString)); "
                + "missing: 2411.00002 (shown with the listing's details)",
        ])
    }

    @Test func oneRejectedIdIsDroppedAndTheRestOfItsBatchStillGetsDetails() async throws {
        let server = try server(listing: FeedFixtures.listing(Self.papers), reject: "2411.00003")
        defer { server.stop() }
        let client = FetchTest.client(FetchTest.transport, clock: clock)
        let harvest = try await source(server).fetch(in: FetchTest.context(client))
        #expect(harvest.items.map { $0.paper?.comment != nil } == [true, true, false, true, true])
        #expect(harvest.source.warnings == ["the arXiv API rejected 2411.00003: arXiv API error: incorrect id format for 2411.00003 (shown with the listing's details)"])
        // arXiv's error answers are not retried: one request, then the batch without the bad id.
        #expect(server.requests.map(\.target).filter { $0.contains("00003") || $0.contains("00004") } == [
            "/api/query?id_list=2411.00003,2411.00004&max_results=2",
            "/api/query?id_list=2411.00004&max_results=1",
        ])
        #expect(clock.sleeps == [])
    }

    @Test func aWeekendListingWithNoItemsIsANormalEmptyDay() async throws {
        let server = try server(listing: FeedFixtures.listing([], date: "Sat, 30 Nov 2024 00:00:00 -0500"))
        defer { server.stop() }
        let client = FetchTest.client(FetchTest.transport, clock: clock)
        let harvest = try await source(server).fetch(in: FetchTest.context(client, day: DigestDay("2024-11-30")!))
        #expect(harvest.items.isEmpty)
        #expect(harvest.source.warnings.isEmpty)
        #expect(server.requests.count == 1)
    }

    @Test func theListingsOwnDateComesBackForTheBuildToPlace() async throws {
        let server = try server(listing: FeedFixtures.listing(Array(Self.papers.prefix(1)), date: "Wed, 27 Nov 2024 00:00:00 -0500"))
        defer { server.stop() }
        let client = FetchTest.client(FetchTest.transport, clock: clock)
        let harvest = try await source(server).fetch(in: FetchTest.context(client))
        #expect(harvest.items.count == 1)
        #expect(harvest.source.warnings.isEmpty)
        #expect(harvest.feedDate.map(ArxivCalendar.listingDay(of:)) == DigestDay("2024-11-27"))
    }

    @Test func anArxivFeedErrorFailsTheSourceNamingTheURL() async throws {
        let errorFeed = """
            <?xml version='1.0' encoding='UTF-8'?>
            <rss version="2.0"><channel><title>Feed error for query: http://rss.arxiv.org/rss/cs.XX</title>
            <link>http://rss.arxiv.org/rss/cs.XX</link><description>Bad category 'cs.XX'.</description></channel></rss>
            """
        let server = try server(listing: errorFeed)
        defer { server.stop() }
        let client = FetchTest.client(FetchTest.transport, clock: clock)
        do {
            _ = try await source(server).fetch(in: FetchTest.context(client))
            Issue.record("expected an error")
        } catch let error as FetchError {
            #expect(error.description == "\(server.url("/rss/cs.LG+cs.CL").absoluteString): HTTP 200: arXiv feed error: Bad category 'cs.XX'.")
        }
    }
}
