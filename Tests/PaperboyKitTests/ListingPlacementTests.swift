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

    private func place(_ outcome: SourceHarvest, on digest: String, settled: Set<String> = [], retryLater: Bool = false) -> ListingPlacement.Placed {
        ListingPlacement(day: day(digest), calendar: ArxivCalendar(), timeZone: TimeZone(identifier: "UTC")!, missedRunDays: [],
                         retryLater: retryLater) { _, listed in
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

    @Test func aListingNotRebuiltYetIsPendingWhenALaterRunFollowsElseStale() throws {
        let thursday = try listing("Thu, 28 Nov 2024 00:00:00 -0500", papers: 2)
        let early = place(thursday, on: "2024-11-29", settled: ["2024-11-28"], retryLater: true)
        #expect(early.reports.map(\.status) == [.pending])
        #expect(early.notRebuilt == day("2024-11-28"))
        let failure = try #require(early.reports.first?.failure?.message)
        #expect(failure.hasPrefix("arXiv has not rebuilt its listing for 2024-11-29 yet: it is still the one of 2024-11-28"))
        #expect(failure.hasSuffix("; the catch-up run will read it"))
        #expect(early.batches[day("2024-11-29")]?.first?.source.state == .notAnnouncedYet)
        // The day's last run: the same listing is a failure.
        let last = place(thursday, on: "2024-11-29", settled: ["2024-11-28"])
        #expect(last.reports.map(\.status) == [.stale])
        #expect(last.notRebuilt == nil)
        // A listing two listing days old is a feed stuck, not a rebuild to wait for.
        let stuck = place(thursday, on: "2024-12-02", settled: ["2024-11-28"], retryLater: true)
        #expect(stuck.reports.map(\.status) == [.stale])
    }

    @Test func aDayAnEarlierRunReadKeepsItsAnnouncement() throws {
        // A run for Thursday, after Thursday's listing was filed, reads Wednesday's (a --date re-run) or fails.
        let wednesday = try listing("Wed, 27 Nov 2024 00:00:00 -0500", papers: 2)
        let rerun = place(wednesday, on: "2024-11-28", settled: ["2024-11-27", "2024-11-28"])
        #expect(rerun.batches.isEmpty)
        #expect(rerun.reports.map(\.status) == [.ok])
        #expect(rerun.reports.first?.warnings.last?.contains("2024-11-28's announcement was read by an earlier run and is kept") == true)
        let failed = place(try listing("Thu, 28 Nov 2024 00:00:00 -0500", papers: 2, status: .stale), on: "2024-11-28", settled: ["2024-11-28"])
        #expect(failed.batches.isEmpty)
        #expect(failed.reports.map(\.status) == [.stale])
    }

    @Test func theEmptySaturdayFeedIsNeverFiledOnSaturdayForAFridayDigestDay() throws {
        let saturday = try listing("Sat, 30 Nov 2024 00:00:00 -0500", papers: 0)
        #expect(place(saturday, on: "2024-11-29", settled: ["2024-11-29"]).batches.isEmpty)
        let unsettled = place(saturday, on: "2024-11-29")
        #expect(unsettled.batches.keys.map(\.isoText) == ["2024-11-29"])
        #expect(unsettled.reports.map(\.status) == [.stale])
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
