/// How a section's items are laid out on the day page and the Markdown day: the section
/// config's `layout:`.
public enum SectionLayout: String, Codable, Hashable, Sendable, CaseIterable {
    /// Every item in full: authors, links, comment and abstract. The default.
    case full
    /// One short row per item: linked title, first author, arXiv id and PDF link, badges;
    /// the abstract is left to the item's own page. For a catch-all that is scanned, not read.
    case compact
}
