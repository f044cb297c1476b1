import Foundation

/// One HTTP request a source made (every attempt, retries included), as the run report shows it.
public struct RequestRecord: Codable, Hashable, Sendable {
    /// The URL asked for (never carries credentials: tokens travel in headers, which are not recorded).
    public var url: String
    /// The HTTP status, nil when no response came (a timeout, a refused connection).
    public var status: Int?
    /// Body bytes received (for a 304, the bytes served from the cache).
    public var bytes: Int
    /// 0 for the first try of a URL, 1 for the first retry, and so on.
    public var attempt: Int
    /// Seconds this request waited for its host's pacing slot.
    public var pacingWait: Double
    /// Seconds waited before this request because the previous try failed (backoff, `Retry-After`).
    public var backoffWait: Double
    /// Seconds from sending the request to the end of the body.
    public var duration: Double
    /// True when the body came from the on-disk cache (a 304, or an offline run).
    public var fromCache: Bool
    /// Why the request failed, when it did.
    public var error: String?

    /// Creates a record; times are rounded to milliseconds so reports stay readable.
    public init(url: String, status: Int? = nil, bytes: Int = 0, attempt: Int = 0, pacingWait: Double = 0,
                backoffWait: Double = 0, duration: Double = 0, fromCache: Bool = false, error: String? = nil) {
        self.url = url
        self.status = status
        self.bytes = bytes
        self.attempt = attempt
        self.pacingWait = Self.milliseconds(pacingWait)
        self.backoffWait = Self.milliseconds(backoffWait)
        self.duration = Self.milliseconds(duration)
        self.fromCache = fromCache
        self.error = error
    }

    static func milliseconds(_ seconds: Double) -> Double { (seconds * 1000).rounded() / 1000 }
}
