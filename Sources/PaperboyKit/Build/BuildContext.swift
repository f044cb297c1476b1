import Foundation
import PaperboyControllers
import PaperboyModels
import PaperboyServices
import PaperboyStore
import PaperboyViews

/// What the build's steps pass along: each step reads what earlier ones left and adds its result.
public struct BuildContext: Sendable {
    /// The build's inputs.
    public let options: BuildOptions
    /// Set by `load config`.
    public var config: PaperboyConfig?
    /// Set by `load config`: `--date`, or today in the config's time zone.
    public var day: DigestDay?
    /// Set by `load theme`.
    public var theme: Theme?
    /// Set by `load theme`: the config's site-wide settings and `about.md`.
    public var siteOptions: SiteOptions?
    /// Set by `build and render days`: what the site-wide pages keep of each day, oldest first.
    public var summaries: [DaySummary] = []
    /// Set by `plan back-fill`: the missed arXiv announcements this run fetches again.
    public var backfills: [ArxivBackfillSource] = []
    /// Set by `plan back-fill`: weekdays since the last archived day that no run recorded;
    /// other sources' items published on one of them are filed there.
    public var missedRunDays: [DigestDay] = []
    /// Set by `fetch sources`: the config's sources' outcomes in config order, then the back-fills'.
    public var outcomes: [SourceOutcome] = []
    /// Set by `archive items`: the records of the sources as filed, in the order of ``outcomes``.
    public var sources: [DigestSource] = []
    /// Set by `archive items`: what each source did, in the order of ``outcomes``.
    public var sourceReports: [SourceReport] = []
    /// Set by `open archive`; holds the archive's lock until the context goes away.
    public var archive: Archive?
    /// Set by `archive items`: what the run adds to the archive (committed by `commit archive`).
    public var change: ArchiveChange?
    /// Set by `run report`.
    public var runReport: RunReport?
    /// Set by `build and render days`: the front page's digest (the digest day, or the latest before it).
    public var digest: Digest?
    /// Set by `build and render days`: how many days have pages.
    public var dayCount = 0
    /// Set by `build and render days` (the day pages) and `render front page` (all, sorted by path).
    public var files: [SiteFile] = []
    /// Set by `build and render days`: days rendered (the rest were unchanged and kept).
    public var daysRendered = 0
    /// Set by `build and render days`: the staging folder the day pages already went into
    /// (so that a year of pages is never held in memory); `write` adds the rest and commits it.
    public var staging: SiteStaging?
    /// Set by `build and render days`: the paths of the files already in ``staging``.
    public var stagedPaths: [String] = []
    /// Set by `write`: what the writer wrote, kept and removed.
    public var writeResult: SiteWriteResult?
    /// Set by `write`: the folder the site went to.
    public var output: URL?
    /// What the site is rendered from, for the next build (see ``DayManifest``).
    var manifest: DayManifest?
    /// The summaries of the days read this run, for the ``SummaryCache``.
    var summaryRecords: [SummaryCache.Record] = []

    /// Creates an empty context.
    public init(options: BuildOptions) {
        self.options = options
    }

    /// A value an earlier step must have set; a missing one means the steps are out of order.
    func require<T>(_ value: T?, _ what: String) throws -> T {
        guard let value else { throw PipelineOrderError(missing: what) }
        return value
    }
}
