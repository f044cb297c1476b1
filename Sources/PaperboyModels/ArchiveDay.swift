/// Everything the archive holds for one digest day: what the controllers turn into a ``Digest``.
public struct ArchiveDay: Codable, Hashable, Sendable {
    /// The day.
    public var day: DigestDay
    /// What the day's arXiv listings said.
    public var status: DayStatus
    /// The sources read that day, sorted by name.
    public var sources: [DigestSource]
    /// Items first seen that day, then updates seen that day, each sorted by id.
    public var items: [ArchivedItem]
    /// The TL;DRs asked for this day's digest, sorted by item id and key.
    public var tldrs: [TLDR]

    /// Creates a day.
    public init(day: DigestDay, status: DayStatus, sources: [DigestSource] = [], items: [ArchivedItem] = [], tldrs: [TLDR] = []) {
        self.day = day
        self.status = status
        self.sources = sources
        self.items = items
        self.tldrs = tldrs
    }
}
