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
    /// The sources the digest was built from, with how each fared that day.
    public var sources: [DigestSource]
    /// What the day's arXiv listings said (a weekend has no announcement).
    public var status: DayStatus

    /// Creates a digest.
    public init(day: DigestDay, title: String, sections: [DigestSection], sources: [DigestSource] = [],
                status: DayStatus = .noListing) {
        self.day = day
        self.title = title
        self.sections = sections
        self.sources = sources
        self.status = status
    }

    /// The number of entries over all sections (an item in two sections counts twice).
    public var itemCount: Int { sections.reduce(0) { $0 + $1.entries.count } }

    /// The number of distinct items over all sections: what counts and feeds report.
    public var distinctItemCount: Int {
        var ids = Set<String>()
        for section in sections {
            for entry in section.entries { ids.insert(entry.item.id) }
        }
        return ids.count
    }
}
