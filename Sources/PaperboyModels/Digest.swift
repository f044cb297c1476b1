import Foundation

/// The finished content of one day: what the views render.
///
/// A digest is a pure value: the same inputs give an equal digest, so the same
/// day re-run gives the same bytes on disk. It holds no render-time state (no
/// "generated at" clock time) for that reason.
public struct Digest: Codable, Hashable, Sendable {
    /// The day this digest is for, in the configured time zone.
    public var day: DigestDay
    /// The site's title (from the config).
    public var title: String
    /// The sections in config order; a section may be empty.
    public var sections: [DigestSection]
    /// The sources the digest was built from, in config order.
    public var sources: [DigestSource]

    /// Creates a digest.
    public init(day: DigestDay, title: String, sections: [DigestSection], sources: [DigestSource] = []) {
        self.day = day
        self.title = title
        self.sections = sections
        self.sources = sources
    }

    /// The number of items over all sections (an item in two sections counts twice).
    public var itemCount: Int { sections.reduce(0) { $0 + $1.items.count } }
}
