import Foundation
import PaperboyControllers
import PaperboyFileSystem
import PaperboyModels
import PaperboyStore

/// Looks into how the archive's days become digests, reading the archive and
/// writing nothing: the counts `--verbose` prints per section and stage, and
/// `paperboy explain`.
public struct DigestInspector: Sendable {
    /// The config file.
    public var configFile: URL
    /// Where the command runs (relative names in messages are shown from here).
    public var currentDirectory: URL
    /// The archive folder; nil for the config's `data:`.
    public var data: URL?
    /// The door to the disk the config and the archive are read through.
    public var fileSystem: FileSystem

    /// Creates an inspector.
    public init(configFile: URL, currentDirectory: URL, data: URL? = nil, fileSystem: FileSystem) {
        self.fileSystem = fileSystem
        self.configFile = configFile
        self.currentDirectory = currentDirectory
        self.data = data
    }

    /// The config and the archive, opened for reading.
    /// - Throws: ``ConfigError`` for a bad config; `StoreError` when there is no readable archive.
    func open() throws -> (PaperboyConfig, Archive) {
        let config = try PaperboyConfig.load(from: configFile, currentDirectory: currentDirectory, fileSystem: fileSystem)
        let archive = try Archive.open(at: (data ?? config.data).standardizedFileURL, for: .reading, fileSystem: fileSystem)
        return (config, archive)
    }

    /// Per section, how many items each stage removed from `day`'s digest and why, one line each:
    /// `cs-ml: 1,504 candidates (from arxiv) → categories removed 1,210 (not in cs.LG) → limit removed 10 (beyond the first 100) → 100 shown`.
    /// Stages that removed nothing are left out. The first line counts the day's records.
    /// - Throws: as ``open()`` does, or a failing stage's ``DigestBuildError``.
    public func stageCounts(on day: DigestDay) throws -> [String] {
        let (config, archive) = try open()
        let builder = try config.digestBuilder(ratings: config.ratings(fileSystem: fileSystem), fileSystem: fileSystem)
        return Self.lines(try builder.tallied(try archive.day(day)), plans: builder.sections)
    }

    /// The lines of ``stageCounts(on:)`` for a tallied digest built from `plans`.
    public static func lines(_ tallied: TalliedDigest, plans: [SectionPlan]) -> [String] {
        let day = tallied.digest.day
        var head = "Stage counts for \(day.isoText): \(count(tallied.records)) record\(tallied.records == 1 ? "" : "s") in the archive"
        if tallied.duplicates > 0 { head += ", dedupe removed \(count(tallied.duplicates)) (an id recorded twice)" }
        var lines = [head + "."]
        for (tally, plan) in zip(tallied.sections, plans) {
            var parts = ["\(tally.sectionID): \(count(tally.candidates)) candidate\(tally.candidates == 1 ? "" : "s")"
                + (tally.sources.map { " (from \($0.joined(separator: ", ")))" } ?? "")]
            for (stageTally, stage) in zip(tally.stages, plan.stages) where stageTally.removed > 0 {
                let why = StageWording.removes(stage, day: day).map { " (\($0))" } ?? ""
                parts.append("\(stageTally.stage) removed \(count(stageTally.removed))\(why)")
            }
            parts.append("\(count(tally.shown)) shown")
            lines.append("  " + parts.joined(separator: " \u{2192} "))
        }
        return lines
    }

    /// `1,504`.
    static func count(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var grouped = ""
        for (i, digit) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return (n < 0 ? "-" : "") + grouped
    }
}
