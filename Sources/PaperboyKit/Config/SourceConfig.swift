import Foundation
import PaperboyServices

/// One configured source.
public struct SourceConfig: Sendable, Hashable {
    /// How a source is obtained.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Any RSS, RDF, Atom, arXiv or GitHub search document, read from a file (URLs come later).
        case feed
    }

    /// Its unique name, which sections refer to.
    public var name: String
    /// How it is obtained (`kind:`, default `feed`).
    public var kind: Kind
    /// The feed file (`path:`, relative to the config file).
    public var file: URL
    /// The document kind (`format:`, default `auto`).
    public var format: FeedKind

    /// Creates a source.
    public init(name: String, kind: Kind = .feed, file: URL, format: FeedKind = .auto) {
        self.name = name
        self.kind = kind
        self.file = file
        self.format = format
    }
}
