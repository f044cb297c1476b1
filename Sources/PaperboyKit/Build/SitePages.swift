import PaperboyModels
import PaperboyViews

/// The front page and the site-wide pages (`render front page`), with the run report
/// (`run report`) when the run fetched: everything the site holds besides the day pages.
struct SitePages: Sendable {
    /// The files, sorted by path.
    var files: [SiteFile]
    /// Site-wide files already written into the staging folder (``StagedFiles``), sorted.
    var stagedPaths: [String] = []
    /// The day manifest, with the site-wide pages' paths when they can be kept next time.
    var manifest: DayManifest
    /// The fetch stage's report, written as `report.json` (build only).
    var runReport: RunReport?
    /// The e-mail edition (`email:`), paths relative to its folder; empty when off.
    var email: [SiteFile] = []
    /// What the feeds' cap left out, one note per feed it cut.
    var feedNotes: [String] = []
}
