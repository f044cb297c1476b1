import Foundation
import PaperboyModels
import PaperboyTestSupport

/// rss.arxiv.org and the API for cs.LG on a local server, answering as at the instant set by
/// ``set(now:)``, with the faults of issue 22: late cross-lists, rebuilds that come late and
/// API outages. Worked out from arXiv's published schedule, without ``ArxivCalendar``.
///
/// Every announcement evening (Sunday to Thursday, 20:00 US Eastern) announces each event
/// before its deadline (14:00 US Eastern that day; Friday's for a Sunday) not announced yet:
/// a submission, or an older paper's cross-list into cs.LG. rss.arxiv.org rebuilds at midnight
/// US Eastern Monday to Friday (later on a day in ``lateRebuilds``) and serves the listing of the
/// last rebuild; on Saturday and Sunday an empty feed. The API has every announced paper:
/// `published` is its first version's time, `updated` its latest version's, so a cross-list
/// that came without a new version moves neither.
final class ArxivFortnightUpstream: TestUpstream, @unchecked Sendable {
    struct Paper: Sendable {
        var id: String
        /// Primary first; a late cross-list's once it is announced (cs.LG last).
        var categories: [String]
        /// The first version's submission.
        var submitted: Date
        /// For an older paper cross-listed into cs.LG: when the cross-list (or its new version) came in.
        var crossListed: Date?
        /// True when the cross-list came with a second version.
        var newVersion = false

        /// What the announcement is: submitted or cross-listed.
        var event: Date { crossListed ?? submitted }
        var announceType: String {
            guard crossListed != nil else { return categories[0] == "cs.LG" ? "new" : "cross" }
            return newVersion ? "replace-cross" : "cross"
        }
    }

    let server: TestHTTPServer
    let papers: [Paper]
    /// Each paper's listing day, when it is announced before `until`.
    let listingDays: [String: DigestDay]
    /// How long after midnight US Eastern the listing of a day is rebuilt, when late.
    let lateRebuilds: [DigestDay: TimeInterval]
    /// When the API answers 503.
    let apiDown: [DateInterval]
    private let lock = NSLock()
    private var now = Date(timeIntervalSince1970: 0)

    static let eastern = TimeZone(identifier: "America/New_York")!

    init(papers: [Paper], until: DigestDay, lateRebuilds: [DigestDay: TimeInterval], apiDown: [DateInterval]) throws {
        self.papers = papers
        self.lateRebuilds = lateRebuilds
        self.apiDown = apiDown
        // The schedule is arXiv's, with each late cross-list announced as if submitted when it came in.
        listingDays = ArxivScheduleUpstream.announce(papers.map { ($0.id, $0.event) }, holidays: [], until: until)
        let router = UpstreamRouter()
        server = try router.server()
        router.upstream = self
    }

    /// Makes the server answer as at `instant`.
    func set(now instant: Date) { lock.withLock { now = instant } }

    /// 20:00 US Eastern on the evening before `day`: when its listing's papers became public.
    static func announcement(of day: DigestDay) -> Date {
        day.adding(days: -1).start(in: eastern).addingTimeInterval(20 * 3600)
    }

    /// The listing rss.arxiv.org serves at `instant`: its date and papers.
    private func served(at instant: Date) -> (DigestDay, [Paper]) {
        let today = DigestDay(containing: instant, in: Self.eastern)
        guard (2...6).contains(today.weekday) else { return (today, []) }
        let rebuilt = today.start(in: Self.eastern).addingTimeInterval(lateRebuilds[today] ?? 0)
        var day = today
        if instant < rebuilt {
            day = day.adding(days: -1)
            while !(2...6).contains(day.weekday) { day = day.adding(days: -1) }
        }
        return (day, papers.filter { listingDays[$0.id] == day })
    }

    func answer(_ request: TestRequest) -> TestReply {
        let now = lock.withLock { self.now }
        if request.path.hasPrefix("/rss/") {
            let (day, listed) = served(at: now)
            let items = listed.map { paper in
                var item = FeedFixtures.Paper(paper.id, paper.announceType, published: Self.iso(paper.submitted))
                item.version = paper.newVersion ? 2 : 1
                return item
            }
            return TestReply(headers: [("Content-Type", "application/rss+xml")],
                             body: FeedFixtures.listing(items, categories: "cs.LG", date: ArxivListing.pubDate(of: day.isoText)))
        }
        guard request.path == "/api/query" else { return TestReply(status: 404, body: "not found") }
        if apiDown.contains(where: { $0.contains(now) }) { return TestReply(status: 503, body: "down for maintenance") }
        let query = request.parameter("search_query") ?? ""
        let byUpdate = query.contains("lastUpdatedDate:[")
        guard query.contains("cat:cs.LG"),
              let window = ArxivWeekUpstream.window(in: query, field: byUpdate ? "lastUpdatedDate" : "submittedDate") else {
            return TestReply(status: 400, body: "unsupported query")
        }
        let found = papers.filter { paper in
            guard let day = listingDays[paper.id], Self.announcement(of: day) <= now else { return false }
            let date = byUpdate && paper.newVersion ? paper.crossListed! : paper.submitted
            return date >= window.start && date < window.end.addingTimeInterval(60)
        }.sorted { $0.id < $1.id }.map { paper in
            var entry = FeedFixtures.Paper(paper.id, published: Self.iso(paper.submitted))
            entry.categories = paper.categories
            if paper.newVersion, let crossListed = paper.crossListed {
                entry.version = 2
                entry.updated = Self.iso(crossListed)
            }
            return entry
        }
        return TestReply(body: FeedFixtures.api(found))
    }

    static func iso(_ date: Date) -> String { ISO8601DateFormatter().string(from: date) }
}
