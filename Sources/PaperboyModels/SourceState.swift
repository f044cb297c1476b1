/// What a source's record on a digest day tells readers (``DigestSource/state``): pages,
/// feeds and the e-mail edition show a short notice in the site's language per state, never
/// the record's ``DigestSource/failure`` text, whose URLs, paths and reasons are for the
/// operator (the terminal, `report.json`, `--verbose`).
public enum SourceState: String, Sendable, Hashable, CaseIterable {
    /// Read fine (an arXiv listing that announced papers, or any other source).
    case fine
    /// An arXiv listing with no announcement that day: a weekend or holiday, a normal day.
    case noAnnouncement = "no-announcement"
    /// An arXiv listing that was read, but of another day: the day's announcement was not out
    /// when the run read it (a stale listing).
    case notAnnouncedYet = "not-announced-yet"
    /// The source could not be read on the run; its last good items, if any, are shown.
    case unreadable
}
