import Foundation

/// What a build's fetch stage did, source by source: written as `report.json`
/// beside the site and printed as a table at the end of a run.
public struct RunReport: Codable, Hashable, Sendable {
    /// The digest day.
    public var day: DigestDay
    /// How sources were reached: `network`, `record`, `replay` or `offline`.
    public var mode: String
    /// One report per source, in config order.
    public var sources: [SourceReport]
    /// The run's own warnings, not any source's: a `--date` before the archive's first day,
    /// an `arxiv_holidays` date that changes nothing. Left out of the JSON when there are none.
    public var warnings: [String]
    /// What the run did about TL;DRs; nil when the config asks for none (and left out of the JSON).
    public var tldrs: TLDRSpending?

    /// Creates a report.
    public init(day: DigestDay, mode: String, sources: [SourceReport], warnings: [String] = [], tldrs: TLDRSpending? = nil) {
        self.day = day
        self.mode = mode
        self.sources = sources
        self.warnings = warnings
        self.tldrs = tldrs
    }

    /// The sources that failed this run (stale or empty), in config order.
    public var failedSources: [SourceReport] { sources.filter { $0.status.isFailure } }

    /// Pretty-printed JSON with sorted keys and ISO 8601 dates: the same report gives the same bytes.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }
}
