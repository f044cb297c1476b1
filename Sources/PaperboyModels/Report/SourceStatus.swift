/// How a source fared on a run.
public enum SourceStatus: String, Codable, Hashable, Sendable, CaseIterable {
    /// Fetched and parsed this run.
    case ok
    /// Failed this run; its last good result from the cache was used instead.
    case stale
    /// Failed this run with nothing cached: it contributed no items.
    case failed

    /// True unless the source was fetched fine.
    public var isFailure: Bool { self != .ok }
}
