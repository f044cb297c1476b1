/// How a source fared on a run.
public enum SourceStatus: String, Codable, Hashable, Sendable, CaseIterable {
    /// Fetched and parsed this run.
    case ok
    /// Failed this run; its last good result from the cache was used instead. An arXiv
    /// listing of another day than the digest day is stale too.
    case stale
    /// Failed this run with nothing cached: it contributed no items.
    case failed
    /// An arXiv listing that rss.arxiv.org has not rebuilt for the digest day yet, read by a
    /// run that a later run the same day follows (`--retry-later`): not a failure, yet.
    case pending

    /// True when the source failed: stale or failed. A pending source is not a failure.
    public var isFailure: Bool { self == .stale || self == .failed }
}
