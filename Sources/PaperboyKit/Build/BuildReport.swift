import Foundation
import PaperboyModels

/// What a finished build did, for the one-line summary and for tests.
public struct BuildReport: Sendable {
    /// The day built.
    public var day: DigestDay
    /// The output folder as the user would type it.
    public var output: String
    /// Items over all sections.
    public var itemCount: Int
    /// Sections on the page, empty ones included.
    public var sectionCount: Int
    /// What each source yielded, in config order.
    public var sources: [DigestSource]
    /// The written files' paths, sorted.
    public var files: [String]
    /// What each source's fetch did (also written as `report.json`).
    public var run: RunReport

    /// Non-fatal problems the sources reported, as `source: warning`.
    public var warnings: [String] {
        sources.flatMap { source in source.warnings.map { "\(source.name): \($0)" } }
    }

    /// `Built 2024-11-28: 23 items in 4 sections from 4 sources into site/ (3 files).`
    public var summary: String {
        func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        return "Built \(day.isoText): \(count(itemCount, "item")) in \(count(sectionCount, "section")) "
            + "from \(count(sources.count, "source")) into \(output)/ (\(count(files.count, "file")))."
    }
}
