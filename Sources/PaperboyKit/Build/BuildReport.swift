import Foundation
import PaperboyModels
import PaperboyStore

/// What a finished run did, for the one-line summary and for tests.
public struct BuildReport: Sendable {
    /// What ran.
    public var mode: SiteBuild.Mode
    /// The digest day the run wrote (`--date`, else today in the config's time zone).
    public var day: DigestDay
    /// The front page's day (render and build): the archive's latest day, which is ``day``
    /// unless the run wrote an earlier one.
    public var frontDay: DigestDay?
    /// The archive folder as the user would type it.
    public var data: String
    /// What the run added to the archive (fetch and build).
    public var change: ArchiveChange?
    /// The sources read (fetch and build), or the front page's day's sources (render), in order.
    public var sources: [DigestSource]
    /// The output folder as the user would type it (render and build).
    public var output: String?
    /// The run's own warnings (a `--date` before the archive's first day, a holiday that
    /// changes nothing), before the sources'.
    public var runWarnings: [String] = []
    /// The templates folder's files that nothing uses (render and build), as `load theme`
    /// found them in the one read of the theme; not part of the run report.
    public var templateWarnings: [String] = []
    /// Distinct items on the front page.
    public var itemCount = 0
    /// Sections on the front page, empty ones included.
    public var sectionCount = 0
    /// Days rendered.
    public var dayCount = 0
    /// The site's files' paths, sorted.
    public var files: [String] = []
    /// Files whose bytes were new or changed (the rest were kept as they were).
    public var filesWritten = 0
    /// Files of the previous site no longer produced.
    public var filesRemoved = 0
    /// Day pages rendered (the rest had unchanged inputs).
    public var daysRendered = 0
    /// What each source's fetch did (fetch and build; build also writes it as `report.json`).
    public var run: RunReport?
    /// True when nothing was written (`--dry-run`).
    public var dryRun = false
    /// Why the run did nothing, when it did nothing; nil for a run that did its work.
    public var skipped: Skip?
    /// True when the run did nothing and wrote nothing (``skipped``), and ended well.
    public var nothingToDo: Bool { skipped != nil }

    /// Creates a report.
    public init(mode: SiteBuild.Mode, day: DigestDay, data: String, change: ArchiveChange? = nil, sources: [DigestSource] = [],
                run: RunReport? = nil) {
        self.mode = mode
        self.day = day
        self.data = data
        self.change = change
        self.sources = sources
        self.run = run
    }

    /// Notes on the site: each feed the cap (`feeds: max_entries`) cut, as `feeds/atom.xml: The newest …`.
    public var siteNotes: [String] = []
    /// The e-mail edition's files (`email/2024-11-28.eml`…), as the user would type them; empty when off.
    public var emailFiles: [String] = []

    /// Non-fatal problems: the theme's, the run's own, those the sources reported (as `source: warning`), then the site's notes.
    public var warnings: [String] {
        templateWarnings + runWarnings + sources.flatMap { source in source.warnings.map { "\(source.name): \($0)" } } + siteNotes
    }

    /// One line:
    /// `Fetched 2024-11-28 from 4 sources: 12 new items, 1 update into data/.`,
    /// `Rendered 2024-11-28: 23 items in 4 sections; 30 days into site/ (63 files, 2 written, 0 removed).`, or
    /// `Built 2024-11-28 from 4 sources: 12 new items, 1 update into data/; 23 items in 4 sections; 30 days into site/ (63 files, 2 written, 0 removed).`
    /// The counts are the front page's; when it shows a later day than the one written, the
    /// line says so: `Rendered 2024-11-27; front page 2024-11-28: 23 items in 4 sections; …`,
    /// `Built 2024-11-27 from 4 sources: …; front page 2024-11-28: 23 items in 4 sections; …`.
    /// Under `--dry-run` it starts `Dry run, nothing written: built …`.
    public var summary: String {
        if let skipped { return skipped.summary(day: day) }
        if dryRun { return "Dry run, nothing written: " + Self.lowercasedFirst(line) }
        return line
    }

    private static func lowercasedFirst(_ text: String) -> String { text.prefix(1).lowercased() + text.dropFirst() }

    private var line: String {
        func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        let fetched = "from \(count(sources.count, "source")): "
            + "\(count(change?.newItems.count ?? 0, "new item")), \(count(change?.updates.count ?? 0, "update")) into \(data)/"
        let front = frontDay.map { $0 == day ? "" : "; front page \($0.isoText)" } ?? ""
        let rendered = "\(count(itemCount, "item")) in \(count(sectionCount, "section")); "
            + "\(count(dayCount, "day")) into \(output ?? "")/ (\(count(files.count, "file")), \(filesWritten) written, \(filesRemoved) removed)"
        switch mode {
        case .fetch: return "Fetched \(day.isoText) \(fetched)."
        case .render: return "Rendered \(day.isoText)\(front): \(rendered)."
        case .build: return "Built \(day.isoText) \(fetched)\(front.isEmpty ? "; " : front + ": ")\(rendered)."
        }
    }
}
