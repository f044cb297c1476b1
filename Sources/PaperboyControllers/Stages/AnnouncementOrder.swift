import PaperboyModels

/// Orders a section's arXiv papers by how they were announced: new submissions,
/// then cross-lists, then papers an API search found (no listing announced them: they may
/// be years old), then replacements (``DigestEntry/isUpdate``, ``DigestEntry/isCrossList``,
/// which carry the listing's `announce_type`), and optionally leaves replacements out.
///
/// The partition is stable, so within each group the order the earlier stages gave
/// (the library score, or the section's `sort:`) stands. Other items (repositories,
/// posts) keep their places; the papers are reordered among the places papers held.
public struct AnnouncementOrder: ItemStage {
    /// How a paper was announced, in the order the groups are shown.
    public typealias Group = AnnouncementGroup

    /// `announcement`.
    public let name = "announcement"
    /// True to put new papers first, then cross-lists, then replacements (`group_by_announcement:`).
    public let groups: Bool
    /// True to leave replacements out (`replacements: hide`).
    public let dropsReplacements: Bool

    /// Creates the stage.
    public init(groups: Bool = true, dropsReplacements: Bool = false) {
        self.groups = groups
        self.dropsReplacements = dropsReplacements
    }

    /// The candidates, replacements dropped if asked, papers grouped if asked.
    public func run(_ candidates: [Candidate], in context: StageContext) -> [Candidate] {
        let kept = dropsReplacements ? candidates.filter { Group($0.entry) != .replacement } : candidates
        guard groups else { return kept }
        var papers: [[Candidate]] = [[], [], [], []]
        for candidate in kept {
            if let group = Group(candidate.entry) { papers[group.rawValue].append(candidate) }
        }
        var next = papers.joined().makeIterator()
        return kept.map { Group($0.entry) == nil ? $0 : next.next() ?? $0 }
    }
}
