import PaperboyModels

/// A configured source that the fetch stage can run: it asks the shared
/// ``HTTPClient`` for what it needs and parses it into items.
///
/// Sources are values with no state of their own; ``SourceRunner`` runs them
/// concurrently, each on its own deadline, and turns a failure into a report
/// entry and a fallback to the source's last good result.
public protocol FetchSource: Sendable {
    /// The name in the config.
    var name: String { get }
    /// The kind in the config: `arxiv`, `arxiv_query`, `github_search` or `feed`.
    var kind: String { get }
    /// What the source asks for (kind, categories, query, URL): a cached result for
    /// a different identity is never used as its fallback.
    var identity: String { get }
    /// True when the source reads the network, so its result is worth keeping as a fallback.
    var usesNetwork: Bool { get }

    /// Fetches and parses the source for the context's day.
    /// - Throws: ``FetchError``, ``FeedParseError`` or another error naming the URL or file.
    func fetch(in context: FetchContext) async throws -> SourceHarvest
}
