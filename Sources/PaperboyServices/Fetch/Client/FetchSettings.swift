import Foundation

/// How the fetch stage talks to servers: the `fetch:` block of the config, with defaults.
public struct FetchSettings: Sendable {
    /// The project's home page, named in the default User-Agent so server operators can reach us.
    public static let projectURL = "https://github.com/paperboy-digest/paperboy"
    /// `Paperboy/0.1 (+https://github.com/paperboy-digest/paperboy)`.
    public static let defaultUserAgent = "Paperboy/0.1 (+\(projectURL))"
    /// Large enough for a 2000-entry arXiv API page (about 10 MB) several times over.
    public static let defaultMaxBytes = 64 * 1024 * 1024

    /// The User-Agent header (`fetch.user_agent`, `--user-agent`).
    public var userAgent: String
    /// Seconds one request may take (`fetch.timeout`).
    public var timeout: TimeInterval
    /// Retries and backoff (`fetch.retries`).
    public var retry: RetryPolicy
    /// Seconds one source may take in all, waiting included (`fetch.budget_seconds`).
    public var budget: TimeInterval
    /// The largest response body accepted (`fetch.max_bytes`).
    public var maxBytes: Int
    /// Redirects followed per request (`fetch.max_redirects`).
    public var maxRedirects: Int
    /// Seconds between requests per host (`fetch.pacing`).
    public var pacing: PacingPolicy
    /// Seconds one request may take in all, its retries and backoff waits included (`fetch.request_deadline`).
    public var requestDeadline: TimeInterval
    /// The most entries kept from one feed document; later ones are dropped with a warning (`fetch.max_entries`).
    public var maxEntries: Int

    /// Creates settings; every value has a default.
    public init(userAgent: String = FetchSettings.defaultUserAgent, timeout: TimeInterval = 60, retry: RetryPolicy = RetryPolicy(),
                budget: TimeInterval = 600, maxBytes: Int = FetchSettings.defaultMaxBytes, maxRedirects: Int = 5,
                pacing: PacingPolicy = .standard(gitHubToken: false), requestDeadline: TimeInterval = 120,
                maxEntries: Int = 20_000) {
        self.userAgent = userAgent
        self.timeout = timeout
        self.retry = retry
        self.budget = budget
        self.maxBytes = maxBytes
        self.maxRedirects = maxRedirects
        self.pacing = pacing
        self.requestDeadline = requestDeadline
        self.maxEntries = maxEntries
    }
}
