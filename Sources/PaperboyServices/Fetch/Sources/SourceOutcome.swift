import PaperboyModels

/// One source's result on a run: what it yielded (fresh, stale or nothing) and its report.
public struct SourceOutcome: Sendable {
    /// The items and feed details (from the cache when the source is stale).
    public var harvest: SourceHarvest
    /// Requests, statuses, waits, warnings and any failure.
    public var report: SourceReport

    /// Creates an outcome.
    public init(harvest: SourceHarvest, report: SourceReport) {
        self.harvest = harvest
        self.report = report
    }
}
