import Foundation
import PaperboyModels
import PaperboyStore
import PaperboyViews

/// A rendered site on its way to the output folder: the day pages already staged,
/// the site-wide pages, and what the write did.
struct RenderedSite: Sendable {
    /// The output folder.
    var output: URL
    /// The staging folder the pages go into, swapped in whole by `write`.
    var staging: SiteStaging
    var days: RenderedDays
    var pages: SitePages
    /// Where the e-mail edition goes (``EmailConfig/folder(siteOutput:)``).
    var emailFolder: URL
    /// What `write` wrote, kept and removed; nil before it (or under `--dry-run`).
    var written: SiteWriteResult?
}
