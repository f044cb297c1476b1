import PaperboyModels

/// One section as templates see it (`{{#sections}}`).
struct SectionView {
    /// The slug, used as the HTML anchor.
    let id: String
    let title: String
    let items: [ItemView]
    let count: Int
    /// `1 item`, `3 items`.
    let countLabel: String
    let isEmpty: Bool

    init(section: DigestSection, style: TextStyle) {
        id = section.id
        title = style.text(section.title)
        items = section.entries.map { ItemView(entry: $0, sectionID: section.id, style: style) }
        count = section.entries.count
        countLabel = TextFormat.count(section.entries.count, "item")
        isEmpty = section.entries.isEmpty
    }
}
