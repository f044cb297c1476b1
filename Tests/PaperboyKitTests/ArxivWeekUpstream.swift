import Foundation
import PaperboyModels
import PaperboyTestSupport

/// rss.arxiv.org and the arXiv API for a run of days, on a local server: the listing
/// served is the one of ``listingDay`` (rebuilt as the test moves on), the API answers
/// `id_list` and `submittedDate:[…]` searches from the same papers, and any of it can
/// fail on demand.
final class ArxivWeekUpstream: TestUpstream, @unchecked Sendable {
    let server: TestHTTPServer
    private let lock = NSLock()
    private var state = State()
    private let papers: [DigestDay: [FeedFixtures.Paper]]
    private let calendar = ArxivCalendar()

    struct State {
        var listingDay = DigestDay("2024-11-18")!
        var down = false
        var failingWindows: Set<DigestDay> = []
    }

    /// Two papers a listing day, submitted an hour before its window closed.
    static func papers(of day: DigestDay) -> [FeedFixtures.Paper] {
        let submitted = ISO8601DateFormatter().string(from: ArxivCalendar().submissionWindow(for: day).end.addingTimeInterval(-3600))
        return (1...2).map { FeedFixtures.Paper(String(format: "2411.%02d%03d", day.day, $0), published: submitted) }
    }

    init(days: [DigestDay]) throws {
        papers = Dictionary(uniqueKeysWithValues: days.map { ($0, Self.papers(of: $0)) })
        let router = UpstreamRouter()
        server = try router.server()
        router.upstream = self
    }

    /// Changes what the server does.
    func set(_ change: (inout State) -> Void) { lock.withLock { change(&state) } }

    func answer(_ request: TestRequest) -> TestReply {
        let state = lock.withLock { self.state }
        if state.down { return TestReply(status: 503, body: "down") }
        if request.path.hasPrefix("/rss/") {
            return TestReply(headers: [("Content-Type", "application/rss+xml")],
                             body: FeedFixtures.listing(papers[state.listingDay] ?? [], categories: "cs.LG", date: ArxivListing.pubDate(of: state.listingDay.isoText)))
        }
        guard request.path == "/api/query" else { return TestReply(status: 404, body: "not found") }
        let everything = papers.values.flatMap { $0 }
        if let ids = request.parameter("id_list")?.split(separator: ",").map(String.init) {
            return TestReply(body: FeedFixtures.api(everything.filter { ids.contains($0.id) }))
        }
        guard let window = Self.window(in: request.parameter("search_query") ?? "") else { return TestReply(status: 400, body: "no window") }
        if let day = papers.keys.first(where: { calendar.submissionWindow(for: $0).end.addingTimeInterval(-60) == window.end }),
           state.failingWindows.contains(day) {
            return TestReply(status: 503, body: "down for this window")
        }
        let found = everything.filter { paper in
            guard let date = ISO8601DateFormatter().date(from: paper.published) else { return false }
            return date >= window.start && date <= window.end
        }.sorted { $0.published < $1.published }
        return TestReply(body: FeedFixtures.api(found))
    }

    /// `submittedDate:[202411221900 TO 202411251859]` → its first and last minute.
    static func window(in query: String, field: String = "submittedDate") -> DateInterval? {
        guard let open = query.range(of: field + ":["), let close = query.range(of: "]", range: open.upperBound..<query.endIndex)
        else { return nil }
        let parts = query[open.upperBound..<close.lowerBound].components(separatedBy: " TO ")
        let format = DateFormatter()
        format.dateFormat = "yyyyMMddHHmm"
        format.timeZone = TimeZone(identifier: "UTC")
        // A window that ends before it starts is refused (400), never a trap in the test server.
        guard parts.count == 2, let start = format.date(from: parts[0]), let end = format.date(from: parts[1]), start <= end else { return nil }
        return DateInterval(start: start, end: end)
    }
}
