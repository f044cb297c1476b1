import PaperboyModels

/// What recording a run did to the archive.
public struct ArchiveChange: Hashable, Sendable {
    /// The digest day the run was recorded under.
    public var day: DigestDay
    /// Distinct items the run brought (after merging the same id from several sources).
    public var seen: Int
    /// Ids first seen this run, sorted.
    public var newItems: [String]
    /// Ids of papers whose new version this run recorded as an update, sorted.
    public var updates: [String]
    /// True when the day changes (and a commit writes it); false for a re-run that brought nothing new.
    public var changed: Bool

    /// Creates a change.
    public init(day: DigestDay, seen: Int, newItems: [String], updates: [String], changed: Bool) {
        self.day = day
        self.seen = seen
        self.newItems = newItems
        self.updates = updates
        self.changed = changed
    }
}
