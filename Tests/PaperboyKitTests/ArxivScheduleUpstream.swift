import Foundation
import PaperboyModels
import PaperboyTestSupport

/// arXiv as its published schedule describes it, on a local server, worked out without
/// ``ArxivCalendar`` so that a test can hold the calendar against it.
///
/// Papers are submitted at given instants. Every announcement evening (Sunday to Thursday,
/// 20:00 US Eastern) that is not one of the holidays announces each paper submitted before
/// the last deadline (14:00 US Eastern on a weekday that is not a holiday: that day's, or
/// Friday's for a Sunday) and not announced yet; an evening with nothing new announces nothing.
/// rss.arxiv.org rebuilds at midnight US Eastern, Monday to Friday: the listing it serves on
/// a day is that of the evening before, dated that day. After a holiday evening it serves
/// ``Gap/empty`` (an empty listing of the day) or ``Gap/previous`` (the last listing again):
/// which one arXiv serves is not documented, so tests run both.
final class ArxivScheduleUpstream: TestUpstream, @unchecked Sendable {
    /// What rss.arxiv.org serves on a weekday after an evening without announcement.
    enum Gap: String, CaseIterable, Sendable {
        case empty, previous
    }

    let server: TestHTTPServer
    let papers: [FeedFixtures.Paper]
    /// The listing day of each paper by id, when it is announced at all before `until`.
    let listingDays: [String: DigestDay]
    private let holidays: Set<DigestDay>
    private let gap: Gap
    private let lock = NSLock()
    private var today = DigestDay(year: 2024, month: 1, day: 1)!

    private static let eastern = TimeZone(identifier: "America/New_York")!

    /// - Parameters:
    ///   - submitted: Each paper's id and submission instant.
    ///   - holidays: The evenings without announcement, as arXiv's schedule lists them.
    ///   - until: The last day a listing is worked out for.
    init(submitted: [(String, Date)], holidays: Set<DigestDay>, until: DigestDay, gap: Gap) throws {
        let iso = ISO8601DateFormatter()
        papers = submitted.map { FeedFixtures.Paper($0.0, published: iso.string(from: $0.1)) }
        self.holidays = holidays
        self.gap = gap
        listingDays = Self.announce(submitted, holidays: holidays, until: until)
        let router = UpstreamRouter()
        server = try router.server()
        router.upstream = self
    }

    /// Makes the server answer as on `day`, after the midnight rebuild.
    func set(today day: DigestDay) { lock.withLock { today = day } }

    /// Walks the evenings in order: each announcement takes every paper submitted before its deadline.
    static func announce(_ submitted: [(String, Date)], holidays: Set<DigestDay>, until: DigestDay) -> [String: DigestDay] {
        guard let first = submitted.map(\.1).min() else { return [:] }
        var waiting = submitted.sorted { $0.1 < $1.1 }
        var days: [String: DigestDay] = [:]
        var evening = DigestDay(containing: first, in: eastern)
        while evening < until, !waiting.isEmpty {
            defer { evening = evening.adding(days: 1) }
            guard (1...5).contains(evening.weekday), !holidays.contains(evening) else { continue }  // Sunday to Thursday
            var deadlineDay = evening
            while !(2...6).contains(deadlineDay.weekday) || holidays.contains(deadlineDay) { deadlineDay = deadlineDay.adding(days: -1) }
            let deadline = deadlineDay.start(in: eastern).addingTimeInterval(14 * 3600)
            let announced = waiting.prefix { $0.1 < deadline }
            for (id, _) in announced { days[id] = evening.adding(days: 1) }
            waiting.removeFirst(announced.count)
        }
        return days
    }

    /// The papers of the listing dated `day` (the evening before announced them), oldest first.
    private func listing(of day: DigestDay) -> [FeedFixtures.Paper] {
        papers.filter { listingDays[$0.id] == day }
    }

    /// The day and papers rss.arxiv.org serves on `day` (a weekday); after an evening that
    /// announced nothing (a holiday, or a Sunday after a Friday holiday), the ``Gap``.
    private func served(on day: DigestDay) -> (DigestDay, [FeedFixtures.Paper]) {
        if Set(listingDays.values).contains(day) { return (day, listing(of: day)) }
        guard gap == .previous, let last = Set(listingDays.values).filter({ $0 < day }).max() else { return (day, []) }
        return (last, listing(of: last))
    }

    func answer(_ request: TestRequest) -> TestReply {
        let today = lock.withLock { self.today }
        if request.path.hasPrefix("/rss/") {
            let (dated, listed) = served(on: today)
            return TestReply(headers: [("Content-Type", "application/rss+xml")],
                             body: FeedFixtures.listing(listed, categories: "cs.LG", date: ArxivListing.pubDate(of: dated.isoText)))
        }
        guard request.path == "/api/query" else { return TestReply(status: 404, body: "not found") }
        if let ids = request.parameter("id_list")?.split(separator: ",").map(String.init) {
            return TestReply(body: FeedFixtures.api(papers.filter { ids.contains($0.id) }))
        }
        guard let window = ArxivWeekUpstream.window(in: request.parameter("search_query") ?? "") else {
            return TestReply(status: 400, body: "no window")
        }
        let iso = ISO8601DateFormatter()
        // The API's window is whole minutes, its last minute included.
        let found = papers.filter { paper in
            guard let date = iso.date(from: paper.published) else { return false }
            return date >= window.start && date < window.end.addingTimeInterval(60)
        }
        return TestReply(body: FeedFixtures.api(found))
    }
}
