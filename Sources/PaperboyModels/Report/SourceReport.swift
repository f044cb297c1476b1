import Foundation

/// What one source did on a run: requests, bytes, statuses, retries, waiting, items and problems.
public struct SourceReport: Codable, Hashable, Sendable {
    /// The source's name in the config.
    public var name: String
    /// The source's kind (`arxiv`, `arxiv_query`, `github_search`, `feed`).
    public var kind: String
    /// Fetched, stale (served from the cache after a failure) or failed.
    public var status: SourceStatus
    /// Every request made, in order.
    public var requests: [RequestRecord]
    /// The number of requests made.
    public var requestCount: Int
    /// Body bytes over all requests.
    public var bytes: Int
    /// The HTTP statuses received, in order.
    public var statuses: [Int]
    /// Requests that were retries of an earlier one.
    public var retries: Int
    /// Seconds spent waiting for pacing slots.
    public var pacingWait: Double
    /// Seconds spent waiting between retries.
    public var backoffWait: Double
    /// Items the source contributed (from the cache when stale).
    public var items: Int
    /// Non-fatal problems: missing papers, a stale listing, a capped search.
    public var warnings: [String]
    /// Why the source failed, when it did.
    public var failure: SourceFailure?
    /// When the cached result used for a stale source was fetched.
    public var cachedAt: Date?
    /// How old that cached result is, in whole days before the digest day (0: fetched that day).
    public var cacheAgeDays: Int?

    /// Creates a report; the totals are computed from `requests`.
    public init(name: String, kind: String, status: SourceStatus, requests: [RequestRecord] = [], items: Int = 0,
                warnings: [String] = [], failure: SourceFailure? = nil, cachedAt: Date? = nil, cacheAgeDays: Int? = nil) {
        self.name = name
        self.kind = kind
        self.status = status
        self.requests = requests
        self.requestCount = requests.count
        self.bytes = requests.reduce(0) { $0 + $1.bytes }
        self.statuses = requests.compactMap(\.status)
        self.retries = requests.filter { $0.attempt > 0 }.count
        self.pacingWait = RequestRecord.milliseconds(requests.reduce(0) { $0 + $1.pacingWait })
        self.backoffWait = RequestRecord.milliseconds(requests.reduce(0) { $0 + $1.backoffWait })
        self.items = items
        self.warnings = warnings
        self.failure = failure
        self.cachedAt = cachedAt
        self.cacheAgeDays = cacheAgeDays
    }
}
