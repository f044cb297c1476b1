import Foundation
import PaperboyControllers
import PaperboyModels
import PaperboyServices
import PaperboyFileSystem

/// The build's fetch stage: picks the transport for the run's mode (network,
/// record, replay, offline), runs every source (the config's, then any back-fill)
/// through one shared client, and hands back each one's outcome, in that order.
struct FetchStage: Sendable {
    let config: PaperboyConfig
    let options: FetchOptions
    let display: PathDisplay
    let day: DigestDay
    /// The run's doors: the disk for the fetch cache, recordings and `path:` sources; the
    /// network for everything else.
    let doors: Doors

    /// HTTP cache entries older than this are pruned after a network run.
    static let cacheLifetime: TimeInterval = 30 * 86_400

    func run(backfills: [ArxivBackfillSource] = []) async -> [SourceHarvest] {
        let readOnly = options.replay != nil || options.offline
        let cache = ResponseCache(folder: httpCacheFolder, readOnly: readOnly, fileSystem: doors.fileSystem)
        let client = HTTPClient(transport: transport(cache: cache), settings: settings(), clock: clock(), cache: cache,
                                conditionalRequests: !readOnly && options.record == nil)
        let plan = SourcePlan(fetch: config.fetch, gitHubToken: options.gitHubToken, display: display, fileSystem: doors.fileSystem)
        var runner = SourceRunner(client: client, snapshots: SnapshotStore(folder: cacheFolder.appendingPathComponent("sources"), readOnly: readOnly,
                                                                            fileSystem: doors.fileSystem),
                                  day: day, timeZone: config.timeZone)
        runner.onFinish = options.onSourceFinished
        runner.onEvent = options.onFetchEvent
        let outcomes = await runner.run(config.sources.map(plan.source) + backfills)
        if !readOnly { cache.prune(before: client.clock.now.addingTimeInterval(-Self.cacheLifetime)) }
        return outcomes
    }

    /// The client a chat endpoint is asked through: the sources' transport for the run's mode
    /// (recorded, replayed, offline alike), their clock, settings and pacing; no conditional GET.
    func chatClient() -> HTTPClient {
        let cache = ResponseCache(folder: httpCacheFolder, readOnly: true, fileSystem: doors.fileSystem)
        return HTTPClient(transport: transport(cache: cache), settings: settings(), clock: clock(), cache: nil, conditionalRequests: false)
    }

    /// The fetch cache: `--cache`, else the config's `cache:`.
    private var cacheFolder: URL { (options.cache ?? config.cache).standardizedFileURL }
    /// Where the conditional-GET cache keeps responses.
    private var httpCacheFolder: URL { cacheFolder.appendingPathComponent("http") }

    private func transport(cache: ResponseCache) -> any HTTPTransport {
        let readCache = ResponseCache(folder: cache.folder, readOnly: true, fileSystem: doors.fileSystem)
        if let replay = options.replay {
            let recorded = ReplayTransport(folder: replay, fileSystem: doors.fileSystem)
            return options.offline ? FallbackTransport([recorded, OfflineTransport(cache: readCache)]) : recorded
        }
        if options.offline { return OfflineTransport(cache: readCache) }
        let network = doors.network.open(NetworkDoor.Limits(maxBytes: config.fetch.maxBytes, maxRedirects: config.fetch.maxRedirects,
                                                           environment: options.environment))
        if let record = options.record { return RecordingTransport(wrapping: network, folder: record, fileSystem: doors.fileSystem) }
        return network
    }

    private func clock() -> any FetchClock {
        if let clock = options.clock { return clock }
        // With no network, time stands still at the digest day's noon: replays of one
        // recording give the same report, durations and ages included.
        return options.replay != nil || options.offline ? InstantClock(frozenAt: frozenNow) : SystemClock()
    }

    /// Noon UTC of the digest day the stage runs for.
    private var frozenNow: Date { day.start(in: TimeZone(identifier: "UTC")!).addingTimeInterval(43_200) }

    private func settings() -> FetchSettings {
        let fetch = config.fetch
        let noNetwork = options.replay != nil || options.offline
        return FetchSettings(
            userAgent: options.userAgent ?? fetch.userAgent ?? FetchSettings.defaultUserAgent,
            timeout: fetch.timeout,
            retry: RetryPolicy(maxRetries: fetch.retries),
            budget: fetch.budgetSeconds,
            maxBytes: fetch.maxBytes,
            maxRedirects: fetch.maxRedirects,
            pacing: noNetwork ? .none : .standard(gitHubToken: options.gitHubToken != nil, overrides: fetch.pacing),
            requestDeadline: fetch.requestDeadline,
            maxEntries: fetch.maxEntries)
    }
}
