import Foundation
import PaperboyModels

/// `kind: feed` with `url:`: any RSS 2.0, RSS 1.0 (RDF) or Atom feed over http(s).
public struct FeedURLSource: FetchSource {
    /// The name in the config.
    public var name: String
    /// The feed's URL.
    public var url: URL
    /// The expected format; `.auto` detects it.
    public var format: FeedKind

    /// Creates the source.
    public init(name: String, url: URL, format: FeedKind = .auto) {
        self.name = name
        self.url = url
        self.format = format
    }

    /// `feed`.
    public var kind: String { "feed" }
    /// Always true.
    public var usesNetwork: Bool { true }
    /// The URL and format.
    public var identity: String { "feed \(url.absoluteString) \(format.rawValue)" }

    /// Fetches and parses the feed; relative links resolve against its final URL.
    public func fetch(in context: FetchContext) async throws -> SourceHarvest {
        let (_, feed) = try await context.feed(url, kind: format)
        return SourceHarvest(format: feed.kind.rawValue, title: feed.title, link: feed.link, items: feed.items, warnings: feed.warnings,
                             feedDate: feed.date)
    }
}
