import Foundation
import PaperboyModels

/// Runs sources concurrently, each on its own time budget, and never lets one
/// failure reach another: a source that throws falls back to its last good result
/// (marked stale, with its age) or, with none, to no items; either way its report
/// names the URL, status and message.
public struct SourceRunner: Sendable {
    /// The shared client.
    public var client: HTTPClient
    /// Last good results; nil to keep none.
    public var snapshots: SnapshotStore?
    /// The digest day.
    public var day: DigestDay
    /// The config's time zone.
    public var timeZone: TimeZone
    /// Called as each source finishes (in finishing order), for progress on the command line.
    public var onFinish: (@Sendable (SourceReport) -> Void)?
    /// Called with what each source is doing (start, bytes, pacing waits, retries), for progress on the command line.
    public var onEvent: (@Sendable (FetchEvent) -> Void)?

    /// Creates a runner.
    public init(client: HTTPClient, snapshots: SnapshotStore?, day: DigestDay, timeZone: TimeZone) {
        self.client = client
        self.snapshots = snapshots
        self.day = day
        self.timeZone = timeZone
    }

    /// Runs every source; the outcomes come back in the order of `sources`.
    public func run(_ sources: [any FetchSource]) async -> [SourceHarvest] {
        await withTaskGroup(of: (Int, SourceHarvest).self) { group in
            for (index, source) in sources.enumerated() {
                group.addTask { (index, await run(source)) }
            }
            var outcomes: [SourceHarvest?] = Array(repeating: nil, count: sources.count)
            for await (index, outcome) in group {
                onFinish?(outcome.report)
                outcomes[index] = outcome
            }
            return outcomes.compactMap { $0 }
        }
    }

    /// Runs one source: its harvest, named and with its report.
    public func run(_ source: any FetchSource) async -> SourceHarvest {
        let meter = FetchMeter(source: source.name, listener: onEvent)
        meter.tell(.started)
        let started = client.clock.now
        let context = FetchContext(client: client, meter: meter, day: day, timeZone: timeZone,
                                   deadline: started.addingTimeInterval(client.settings.budget))
        do {
            var harvest = try await source.fetch(in: context)
            harvest.source.name = source.name
            if source.usesNetwork {
                snapshots?.save(SourceSnapshot(name: source.name, identity: source.identity, fetchedAt: client.clock.now, harvest: harvest))
            }
            let report = SourceReport(name: source.name, kind: source.kind, status: .ok, requests: await meter.records,
                                      items: harvest.items.count, warnings: harvest.source.warnings)
            harvest.report = report
            return harvest
        } catch {
            let failure = Self.failure(from: error)
            let requests = await meter.records
            if source.usesNetwork, let snapshot = snapshots?.load(name: source.name, identity: source.identity) {
                let age = max(0, day.dayNumber - DigestDay(containing: snapshot.fetchedAt, in: timeZone).dayNumber)
                let report = SourceReport(name: source.name, kind: source.kind, status: .stale, requests: requests,
                                          items: snapshot.harvest.items.count, warnings: snapshot.harvest.source.warnings, failure: failure,
                                          cachedAt: snapshot.fetchedAt, cacheAgeDays: age)
                var harvest = snapshot.harvest
                harvest.source.name = source.name
                harvest.report = report
                return harvest
            }
            let report = SourceReport(name: source.name, kind: source.kind, status: .failed, requests: requests, failure: failure)
            var harvest = SourceHarvest(format: source.kind)
            harvest.source.name = source.name
            harvest.report = report
            return harvest
        }
    }

    /// The URL, status and message of whatever a source threw.
    public static func failure(from error: any Error) -> SourceFailure {
        switch error {
        case let error as FetchError:
            return SourceFailure(url: error.url.absoluteString, status: error.status, message: error.reason)
        case let error as HTTPTransportError:
            return SourceFailure(url: error.url.absoluteString, message: error.reason)
        case let error as FeedParseError:
            return SourceFailure(url: error.source, message: FeedParseError(error.kind, error.reason, line: error.line, column: error.column).description)
        case let error as QueryTemplateError:
            return SourceFailure(message: "query \"\(error.query)\": \(error.reason)")
        default:
            return SourceFailure(message: "\(error)")
        }
    }
}
