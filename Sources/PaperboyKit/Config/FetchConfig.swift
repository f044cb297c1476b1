import Foundation
import PaperboyModels

/// The `fetch:` block: how Paperboy talks to servers.
public struct FetchConfig: Sendable, Hashable {
    /// The User-Agent (`user_agent:`); nil for Paperboy's own, which names the project's URL.
    public var userAgent: String?
    /// Seconds one request may take (`timeout:`, default 60).
    public var timeout: Double
    /// Retries after a failed try (`retries:`, default 4).
    public var retries: Int
    /// Seconds one source may take in all, waits included (`budget_seconds:`, default 600).
    public var budgetSeconds: Double
    /// The largest response accepted (`max_bytes:`, default 64 MiB).
    public var maxBytes: Int
    /// Redirects followed (`max_redirects:`, default 5).
    public var maxRedirects: Int
    /// Seconds between requests by host or `host:port` (`pacing:`), over the defaults
    /// (arXiv's hosts 3, api.github.com 6, or 2 with a token).
    public var pacing: [String: Double]
    /// `endpoints.arxiv_rss`, default `https://rss.arxiv.org/rss/`.
    public var arxivRSS: URL
    /// `endpoints.arxiv_api`, default `https://export.arxiv.org/api/query`.
    public var arxivAPI: URL
    /// `endpoints.github_api`, default `https://api.github.com`.
    public var gitHubAPI: URL
    /// How many days back a run looks for missed arXiv announcements to back-fill (`backfill_days:`, default 14; 0 for none).
    public var backfillDays = 14
    /// The holidays of arXiv's schedule (`arxiv_holidays:`), written as arXiv writes them: no
    /// announcement on the evening of each, so no listing the next day (``ArxivCalendar``).
    public var arxivHolidays: Set<DigestDay> = []
    /// Seconds one request may take in all, retries and backoff included (`request_deadline:`, default 120).
    public var requestDeadline: Double = 120
    /// The most entries kept from one fetched feed (`max_entries:`, default 20000); later ones are dropped with a warning.
    public var maxEntries = 20_000

    /// arXiv's calendar with the configured holidays.
    public var arxivCalendar: ArxivCalendar { ArxivCalendar(holidays: arxivHolidays) }

    /// Creates a fetch config; every value has a default.
    public init(userAgent: String? = nil, timeout: Double = 60, retries: Int = 4, budgetSeconds: Double = 600,
                maxBytes: Int = 64 * 1024 * 1024, maxRedirects: Int = 5, pacing: [String: Double] = [:],
                arxivRSS: URL = URL(string: "https://rss.arxiv.org/rss/")!,
                arxivAPI: URL = URL(string: "https://export.arxiv.org/api/query")!,
                gitHubAPI: URL = URL(string: "https://api.github.com")!) {
        self.userAgent = userAgent
        self.timeout = timeout
        self.retries = retries
        self.budgetSeconds = budgetSeconds
        self.maxBytes = maxBytes
        self.maxRedirects = maxRedirects
        self.pacing = pacing
        self.arxivRSS = arxivRSS
        self.arxivAPI = arxivAPI
        self.gitHubAPI = gitHubAPI
    }
}
