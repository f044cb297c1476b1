import Foundation
import PaperboyModels
import PaperboyServices

/// How a build reaches its sources: the command line's fetch flags, and what tests inject.
public struct FetchOptions: Sendable {
    /// `--record DIR`: write every response into this folder.
    public var record: URL?
    /// `--replay DIR`: serve responses from this folder, with no network at all.
    public var replay: URL?
    /// `--offline`: use only the cache (and a replay folder, if given).
    public var offline: Bool
    /// `--cache DIR`: overrides the config's `cache:`.
    public var cache: URL?
    /// `--user-agent`: overrides the config's `fetch.user_agent`.
    public var userAgent: String?
    /// The process environment: `GITHUB_TOKEN`, and the proxy and certificate variables, are read from it.
    public var environment: [String: String]
    /// The clock pacing and backoff wait on; nil for the system clock (an instant one when replaying or offline).
    public var clock: (any FetchClock)?
    /// Called as each source finishes, for progress on the command line.
    public var onSourceFinished: (@Sendable (SourceReport) -> Void)?
    /// Called with what each source is doing (start, bytes received, pacing waits, retries), for progress on the command line.
    public var onFetchEvent: (@Sendable (FetchEvent) -> Void)?

    /// Creates options; the defaults fetch over the network with the cache from the config.
    public init(record: URL? = nil, replay: URL? = nil, offline: Bool = false, cache: URL? = nil, userAgent: String? = nil,
                environment: [String: String] = [:], clock: (any FetchClock)? = nil) {
        self.record = record
        self.replay = replay
        self.offline = offline
        self.cache = cache
        self.userAgent = userAgent
        self.environment = environment
        self.clock = clock
    }

    /// `network`, `record`, `replay` or `offline`, for the run report.
    public var mode: String {
        if replay != nil { return "replay" }
        if offline { return "offline" }
        if record != nil { return "record" }
        return "network"
    }

    /// `GITHUB_TOKEN`, when set and not empty.
    var gitHubToken: String? {
        guard let token = environment["GITHUB_TOKEN"]?.trimmingCharacters(in: .whitespacesAndNewlines), !token.isEmpty else { return nil }
        return token
    }
}
