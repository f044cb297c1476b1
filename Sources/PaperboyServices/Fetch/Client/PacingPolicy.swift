import Foundation

/// How far apart requests to one host must be.
///
/// Requests are paced per *lane*: a host with its port (`127.0.0.1:8080`), except
/// that arXiv's hosts share one lane, because arXiv counts `export.arxiv.org`,
/// `rss.arxiv.org` and `arxiv.org` together ("one request every three seconds, on
/// a single connection"). A lane carries one request at a time, and the next may
/// start only `interval` seconds after the previous one *finished*, so the server
/// never sees two requests closer than the interval.
public struct PacingPolicy: Sendable, Hashable {
    /// Seconds between requests, by `host:port` or `host` (lower case).
    public var intervals: [String: TimeInterval]
    /// Seconds between requests for hosts not listed.
    public var defaultInterval: TimeInterval

    /// arXiv's hosts, which share the lane `arxiv.org`.
    public static let arxivHosts: Set<String> = ["arxiv.org", "export.arxiv.org", "rss.arxiv.org"]
    /// arXiv asks for one request every 3 seconds.
    public static let arxivInterval: TimeInterval = 3
    /// GitHub search allows 10 requests a minute without a token.
    public static let gitHubInterval: TimeInterval = 6
    /// And 30 a minute with one.
    public static let gitHubTokenInterval: TimeInterval = 2

    /// Creates a policy.
    public init(intervals: [String: TimeInterval] = [:], defaultInterval: TimeInterval = 0) {
        self.intervals = Dictionary(intervals.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { $1 })
        self.defaultInterval = defaultInterval
    }

    /// arXiv's hosts at 3 s, `api.github.com` at 6 s (2 s with a token), others unpaced;
    /// `overrides` (by host or `host:port`) win.
    public static func standard(gitHubToken: Bool, overrides: [String: TimeInterval] = [:]) -> PacingPolicy {
        var intervals: [String: TimeInterval] = ["api.github.com": gitHubToken ? gitHubTokenInterval : gitHubInterval]
        for host in arxivHosts { intervals[host] = arxivInterval }
        for (host, seconds) in overrides { intervals[host.lowercased()] = seconds }
        return PacingPolicy(intervals: intervals)
    }

    /// No waiting at all (replayed and offline runs).
    public static let none = PacingPolicy()

    /// The lane `url` travels in.
    public func lane(for url: URL) -> String {
        let host = (url.host ?? "").lowercased()
        if Self.arxivHosts.contains(host) { return "arxiv.org" }
        return url.port.map { "\(host):\($0)" } ?? host
    }

    /// The seconds between requests in `url`'s lane.
    public func interval(for url: URL) -> TimeInterval {
        let host = (url.host ?? "").lowercased()
        if let port = url.port, let seconds = intervals["\(host):\(port)"] { return seconds }
        return intervals[host] ?? defaultInterval
    }
}
