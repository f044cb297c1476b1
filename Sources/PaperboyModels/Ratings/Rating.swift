/// One thing the reader said back about the digest: an item liked or disliked, or an
/// author or term muted for a number of days. Each rating is one small file in the
/// ratings folder (``fileName``, ``fileText``), so that a click on a page can propose it
/// as a new file in the digest's repository, and a folder of them diffs and merges line
/// by line.
public struct Rating: Hashable, Sendable {
    /// What the reader said.
    public enum Verdict: String, Codable, Sendable, CaseIterable {
        /// 👍: more like this item.
        case up
        /// 👎: less like this item.
        case down
        /// Hide an author or a term for a while.
        case mute
    }

    /// What the rating is about.
    public enum Target: Hashable, Sendable {
        /// An archived item by its id (`arxiv:2411.17807`, `github:owner/name`).
        case item(String)
        /// An author's name as the feeds write it.
        case author(String)
        /// A word or phrase of titles and abstracts.
        case term(String)
    }

    /// The days a mute lasts when the file does not say.
    public static let defaultMuteDays = 30

    /// What the reader said.
    public var verdict: Verdict
    /// An item for `up` and `down`; an author or a term for `mute`.
    public var target: Target
    /// The day of the rating: a mute starts on it.
    public var date: DigestDay
    /// How many days a mute lasts (from ``date``); nil for `up` and `down`.
    public var days: Int?
    /// The item's title, for a person reading the file; never read back for scoring.
    public var title: String?
    /// The file the rating came from, as the user names it, and its first line.
    public var file: String
    public var line: Int

    /// Creates a rating.
    public init(verdict: Verdict, target: Target, date: DigestDay, days: Int? = nil, title: String? = nil,
                file: String = "", line: Int = 0) {
        self.verdict = verdict
        self.target = target
        self.date = date
        self.days = days
        self.title = title
        self.file = file
        self.line = line
    }

    /// Whether the rating counts on `day`: a like or dislike from its day on, a mute on
    /// the ``days`` days that start at ``date`` (so a 30-day mute of 2024-11-28 ends
    /// after 2024-12-27).
    public func isActive(on day: DigestDay) -> Bool {
        guard day >= date else { return false }
        guard verdict == .mute else { return true }
        return day < date.adding(days: days ?? Self.defaultMuteDays)
    }
}
