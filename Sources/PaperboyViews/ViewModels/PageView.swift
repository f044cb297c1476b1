import PaperboyModels

/// What a day page's templates (`day.html`, `day.md`) see at the top level.
///
/// swift-mustache reads stored properties only, and a nil property is "absent"
/// (an empty string would still open a `{{#section}}`). Names are distinct from
/// those of ``SectionView`` and ``ItemView`` because Mustache looks a missing name
/// up in the enclosing objects.
struct PageView {
    /// The site title from the config.
    let siteTitle: String
    /// `2024-11-28`.
    let date: String
    /// `Thursday, 28 November 2024`.
    let dateLong: String
    /// The relative path from this page to the site root (`""`, or `../../../` for a day page later),
    /// so every link stays relative.
    let root: String
    let sections: [SectionView]
    /// Sections that have items, for the table of contents.
    let sectionsWithItems: [SectionView]
    /// True when ``sectionsWithItems`` is not empty (an empty array is falsy in a
    /// section, but a wrapper like `<nav>` needs its own flag).
    let hasTableOfContents: Bool
    /// Distinct items on the page (an item in two sections counts once).
    let itemCount: Int
    /// `12 items`.
    let itemCountLabel: String
    /// True when every arXiv listing read that day had no announcement (a weekend or holiday).
    let noAnnouncement: Bool
    /// True when no section has an item.
    let isEmpty: Bool
    let sources: [SourceView]
    let hasSources: Bool
    /// `Paperboy`.
    let generator: String

    init(digest: Digest, style: TextStyle, root: String) {
        siteTitle = style.text(digest.title)
        date = digest.day.isoText
        dateLong = TextFormat.longDay(digest.day)
        self.root = root
        sections = digest.sections.map { SectionView(section: $0, style: style) }
        sectionsWithItems = sections.filter { !$0.isEmpty }
        hasTableOfContents = !sectionsWithItems.isEmpty
        itemCount = digest.distinctItemCount
        itemCountLabel = TextFormat.count(itemCount, "item")
        noAnnouncement = digest.status == .noAnnouncement
        isEmpty = itemCount == 0
        sources = digest.sources.map { SourceView(source: $0, style: style) }
        hasSources = !sources.isEmpty
        generator = "Paperboy"
    }
}
