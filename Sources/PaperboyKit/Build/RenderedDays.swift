import PaperboyModels
import PaperboyViews

/// What `build and render days` did: every day's pages are in the staging folder
/// (rendered, or kept from the last site), and what the site-wide pages need of them.
struct RenderedDays: Sendable {
    /// The paths of the day pages already in the staging folder.
    var paths: [String]
    /// Days whose pages were rendered (the rest were unchanged and kept).
    var rendered: Int
    /// What the site-wide pages keep of each day, oldest first (empty when they are kept).
    var summaries: [DaySummary]
    /// The summaries of the days read this run, for the ``SummaryCache``.
    var summaryRecords: [SummaryCache.Record]
    /// What the site is rendered from, for the next build.
    var manifest: DayManifest
    /// The front page's digest: the latest archived day, or an empty digest of the digest day.
    var front: Digest
    /// The archived days, each with its pages.
    var days: [DigestDay]
    /// Which items have pages (`item_pages:`), for the front page's links; nil without.
    var itemLinks: ItemPageLinks? = nil
    /// The months whose search shard is kept from the current site (``DayPlan/keptShards``).
    var keptShards: Set<String> = []
}
