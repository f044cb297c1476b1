import Foundation

/// When and how long to wait before trying a request again.
///
/// Retried: timeouts, broken connections, truncated bodies, 408, 429, 5xx (but 501
/// and 505) and GitHub's rate-limit 403s. The wait is what the server asked for
/// (`Retry-After` in seconds or as an HTTP date, or `x-ratelimit-reset` when
/// `x-ratelimit-remaining` is 0), else exponential backoff with jitter:
/// `base × 2^(n-1)`, capped, then scaled by a random factor in [0.5, 1).
public struct RetryPolicy: Sendable {
    /// Retries after the first try (so `maxRetries + 1` tries in all).
    public var maxRetries: Int
    /// The first backoff, in seconds.
    public var baseDelay: TimeInterval
    /// The longest backoff, in seconds (a server's own `Retry-After` may ask for more).
    public var maxDelay: TimeInterval
    /// The least wait after a GitHub secondary rate limit without `Retry-After` (GitHub asks for a minute).
    public var secondaryLimitDelay: TimeInterval
    /// A random number in [0, 1); injected so tests get exact delays.
    public var jitter: @Sendable () -> Double

    /// Creates a policy.
    public init(maxRetries: Int = 4, baseDelay: TimeInterval = 2, maxDelay: TimeInterval = 120,
                secondaryLimitDelay: TimeInterval = 60, jitter: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }) {
        self.maxRetries = maxRetries
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.secondaryLimitDelay = secondaryLimitDelay
        self.jitter = jitter
    }

    /// The backoff before retry number `retry` (1 for the first retry).
    public func backoff(retry: Int) -> TimeInterval {
        let exponential = baseDelay * pow(2, Double(max(0, retry - 1)))
        return min(exponential, maxDelay) * (0.5 + 0.5 * min(max(jitter(), 0), 1))
    }

    /// True when a response with this status (and headers) may succeed if tried again.
    public static func isRetryable(_ response: HTTPResponse) -> Bool {
        switch response.status {
        case 408, 429: return true
        case 501, 505: return false
        case 500..<600: return true
        case 403: return isRateLimit(response)
        default: return false
        }
    }

    /// True for GitHub's 403 rate-limit answers (primary or secondary), which are not permission errors.
    public static func isRateLimit(_ response: HTTPResponse) -> Bool {
        if response.headers["Retry-After"] != nil || response.headers["x-ratelimit-remaining"] == "0" { return true }
        let text = String(decoding: response.body.prefix(2048), as: UTF8.self).lowercased()
        return text.contains("rate limit")
    }

    /// How long to wait before retry number `retry` after `response`, measured from `now`.
    public func delay(after response: HTTPResponse, retry: Int, now: Date) -> TimeInterval {
        if let asked = Self.serverDelay(response.headers, now: now) { return asked }
        let backoff = backoff(retry: retry)
        if response.status == 403 { return max(backoff, secondaryLimitDelay) }
        return backoff
    }

    /// The wait a server asked for: `Retry-After` (seconds or an HTTP date), or the time until
    /// `x-ratelimit-reset` (epoch seconds) when `x-ratelimit-remaining` is 0; nil when it asked for none.
    public static func serverDelay(_ headers: HTTPHeaders, now: Date) -> TimeInterval? {
        if let text = headers["Retry-After"]?.trimmingCharacters(in: .whitespaces) {
            if let seconds = Double(text), seconds.isFinite { return max(0, seconds) }
            if let date = FeedDate.parse(text) { return max(0, date.timeIntervalSince(now)) }
        }
        if headers["x-ratelimit-remaining"]?.trimmingCharacters(in: .whitespaces) == "0",
           let reset = headers["x-ratelimit-reset"].flatMap({ Double($0.trimmingCharacters(in: .whitespaces)) }) {
            // One second more: the reset instant is when the window rolls over, not after.
            return max(0, Date(timeIntervalSince1970: reset).timeIntervalSince(now) + 1)
        }
        return nil
    }
}
