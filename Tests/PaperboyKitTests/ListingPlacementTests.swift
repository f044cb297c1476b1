import Foundation
import PaperboyModels
import PaperboyServices
import PaperboyTestSupport
import Testing
@testable import PaperboyKit

/// Which day an arXiv listing is filed on: its own day, never a stale listing as the
/// digest day's news, never an empty weekend feed as a weekday without announcement.
@Suite struct ListingPlacementTests {
    private func day(_ text: String) -> DigestDay { DigestDay(text)! }

    /// A fetched listing dated `pubDate` with `count` papers.
    private func listing(_ pubDate: String, papers count: Int, status: SourceStatus = .ok) throws -> SourceHarvest {
        let papers = (0..<count).map { FeedFixtures.Paper(String(format: "2411.%05d", $0 + 1)) }
        let feed = try FeedParser().parse(data: Data(FeedFixtures.listing(papers, date: pubDate).utf8), kind: .arxivListing)
        let harvest = SourceHarvest(format: feed.kind.rawValue, items: feed.items, feedDate: feed.date)
        let failure = status == .ok ? nil : SourceFailure(url: "https://rss.arxiv.org/rss/cs.LG", status: 503, message: "server error")
        return SourceHarvest(source: harvest.source, items: harvest.items, feedDate: harvest.feedDate,
                             report: SourceReport(name: "arxiv", kind: "arxiv", status: status,
                                                  requests: [RequestRecord(url: "https://rss.arxiv.org/rss/cs.LG", status: 200)],
                                                  items: count, failure: failure))
    }

    private func place(_ outcome: SourceHarvest, on digest: String, settled: Set<String> = []) -> ListingPlacement.Placed {
        ListingPlacement(day: day(digest), calendar: ArxivCalendar(), timeZone: TimeZone(identifier: "UTC")!, missedRunDays: []) { _, listed in
            settled.contains(listed.isoText)
        }
            .place([outcome], backfills: [])
    }

    @Test func theDigestDaysListingIsFiledOnItAsAnnounced() throws {
        let placed = place(try listing("Thu, 28 Nov 2024 00:00:00 -0500", papers: 2), on: "2024-11-28")
        #expect(placed.batches.keys.map(\.isoText) == ["2024-11-28"])
        #expect(placed.batches[day("2024-11-28")]?.first?.source.announcement == .announced)
        #expect(placed.reports.map(\.status) == [.ok])
    }

    @Test func anEmptyListingOfTheDayItselfIsAHoliday() throws {
        let placed = place(try listing("Thu, 28 Nov 2024 00:00:00 -0500", papers: 0), on: "2024-11-28")
        #expect(placed.batches[day("2024-11-28")]?.first?.source.announcement == .noAnnouncement)
        #expect(placed.reports.map(\.status) == [.ok])
    }

    @Test func anEmptyWeekendFeedOnASaturdayIsNoAnnouncement() throws {
        let placed = place(try listing("Sat, 30 Nov 2024 00:00:00 -0500", papers: 0), on: "2024-11-30")
        #expect(placed.batches[day("2024-11-30")]?.first?.source.announcement == .noAnnouncement)
    }

    @Test func aWeekendRunReadingFridaysListingIsNoAnnouncementAndFridayKeepsItsPapers() throws {
        let friday = try listing("Fri, 29 Nov 2024 00:00:00 -0500", papers: 2)
        let placed = place(friday, on: "2024-11-30")
        #expect(placed.reports.map(\.status) == [.ok])
        #expect(placed.batches[day("2024-11-30")]?.first?.source.announcement == .noAnnouncement)
        #expect(placed.batches[day("2024-11-30")]?.first?.items.isEmpty == true)
        #expect(placed.batches[day("2024-11-29")]?.first?.items.count == 2, "Friday was not archived yet")
        let settled = place(friday, on: "2024-11-30", settled: ["2024-11-29"])
        #expect(settled.batches.keys.map(\.isoText) == ["2024-11-30"])
    }

    @Test func theEmptyWeekendFeedReadOnAMondayIsStaleNotNoAnnouncement() throws {
        let placed = place(try listing("Sun, 01 Dec 2024 00:00:00 -0500", papers: 0), on: "2024-12-02")
        let record = try #require(placed.batches[day("2024-12-02")]?.first?.source)
        #expect(record.announcement == nil)
        #expect(record.failure?.contains("the listing is still the one of 2024-12-01") == true)
        #expect(placed.reports.map(\.status) == [.stale])
        #expect(placed.reports.first?.failure?.url == "https://rss.arxiv.org/rss/cs.LG")
    }

    @Test func aStaleListingIsNeverTheDigestDaysNewsButFillsItsOwnDayWhenMissing() throws {
        // A run on Friday before the rebuild still reads Thursday's listing.
        let early = try listing("Thu, 28 Nov 2024 00:00:00 -0500", papers: 2)
        let unsettled = place(early, on: "2024-11-29")
        #expect(unsettled.reports.map(\.status) == [.stale])
        #expect(unsettled.batches[day("2024-11-29")] == nil)
        #expect(unsettled.batches[day("2024-11-28")]?.first?.items.count == 2)
        #expect(unsettled.batches[day("2024-11-28")]?.first?.source.announcement == .announced)
        // Thursday was archived already: the papers are known, nothing is filed for them.
        let settled = place(early, on: "2024-11-29", settled: ["2024-11-28"])
        #expect(settled.batches[day("2024-11-29")]?.first?.items.isEmpty == true)
        #expect(settled.batches[day("2024-11-28")] == nil)
        #expect(settled.batches[day("2024-11-29")]?.first?.source.failure?.contains("not filed as 2024-11-29's news") == true)
    }

    @Test func aListingOfTheNextDayReadOnTheUSEveningGoesOnItsOwnDay() throws {
        let placed = place(try listing("Fri, 29 Nov 2024 00:00:00 -0500", papers: 1), on: "2024-11-28")
        #expect(placed.batches.keys.map(\.isoText) == ["2024-11-29"])
        #expect(placed.reports.map(\.status) == [.ok])
    }

    @Test func aFailedListingsLastGoodCopyIsNotFiledAsNews() throws {
        let placed = place(try listing("Thu, 28 Nov 2024 00:00:00 -0500", papers: 2, status: .stale), on: "2024-11-29",
                           settled: ["2024-11-28"])
        let record = try #require(placed.batches[day("2024-11-29")]?.first)
        #expect(record.items.isEmpty)
        #expect(record.source.failure == "https://rss.arxiv.org/rss/cs.LG: HTTP 503: server error")
    }

    @Test func anotherSourcesItemsPublishedOnAMissedRunDayGoOnThatDay() throws {
        let rss = """
            <rss version="2.0"><channel><title>Blog</title>
            <item><title>Wednesday</title><link>https://b.example/1</link><guid>1</guid><pubDate>Wed, 20 Nov 2024 09:00:00 +0000</pubDate></item>
            <item><title>Monday</title><link>https://b.example/2</link><guid>2</guid><pubDate>Mon, 25 Nov 2024 09:00:00 +0000</pubDate></item>
            <item><title>Undated</title><link>https://b.example/3</link><guid>3</guid></item>
            </channel></rss>
            """
        let feed = try FeedParser().parse(data: Data(rss.utf8), kind: .auto)
        var outcome = SourceHarvest(format: feed.kind.rawValue, items: feed.items)
        outcome.report = SourceReport(name: "blog", kind: "feed", status: .ok, items: 3)
        let placement = ListingPlacement(day: day("2024-11-25"), calendar: ArxivCalendar(), timeZone: TimeZone(identifier: "UTC")!,
                                         missedRunDays: [day("2024-11-20"), day("2024-11-21")]) { _, _ in false }
        let placed = placement.place([outcome], backfills: [])
        #expect(placed.batches[day("2024-11-20")]?.first?.items.map(\.title) == ["Wednesday"])
        #expect(placed.batches[day("2024-11-20")]?.first?.source.warnings.last?.contains("that day's run was missed") == true)
        #expect(placed.batches[day("2024-11-25")]?.first?.items.map(\.title).sorted() == ["Monday", "Undated"])
        #expect(placed.batches[day("2024-11-21")] == nil)
    }

    @Test func aStaleListingReadFromAFileIsNamedByItsOwnLink() throws {
        let feed = try FeedParser().parse(data: Data(FeedFixtures.listing([], date: "Thu, 28 Nov 2024 00:00:00 -0500").utf8), kind: .arxivListing)
        var outcome = SourceHarvest(format: feed.kind.rawValue, link: feed.link, feedDate: feed.date)
        outcome.report = SourceReport(name: "arxiv", kind: "feed", status: .ok)
        let placed = place(outcome, on: "2024-11-29")
        #expect(placed.reports.first?.failure?.url == "http://rss.arxiv.org/rss/cs.LG+cs.CL")
    }
}
