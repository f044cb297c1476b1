import PaperboyModels
import PaperboyServices

/// What `plan back-fill` found (``BackfillPlan``): the missed arXiv announcements
/// this run fetches again, and the run days no run recorded.
struct Backfill: Sendable {
    /// Back-fill sources, fetched after the config's sources.
    var sources: [ArxivBackfillSource]
    /// Weekdays since the last archived day that no run recorded; other sources'
    /// items published on one of them are filed there.
    var missedRunDays: [DigestDay]
}
