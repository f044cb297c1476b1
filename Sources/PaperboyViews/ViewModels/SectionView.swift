import PaperboyModels

/// One section as templates see it (`{{#sections}}`).
struct SectionView {
    /// The slug, used as the HTML anchor.
    let id: String
    let title: String
    /// The items shown in the list: every item, less the replaced papers when they are folded.
    let items: [ItemView]
    /// Replaced papers folded under a count (`replacements: fold`); empty otherwise.
    let replacedItems: [ItemView]
    /// True when ``replacedItems`` is not empty.
    let hasReplaced: Bool
    /// `12 replaced papers`, nil when nothing is folded.
    let replacedLabel: String?
    let count: Int
    /// `1 item`, `3 items`.
    let countLabel: String
    let isEmpty: Bool

    init(section: DigestSection, style: TextStyle, locale: ThemeLocale = .english) {
        id = section.id
        title = style.text(section.title)
        let folds = section.replacements == .fold
        let isFolded = { (entry: DigestEntry) in folds && entry.item.kind == .paper && entry.isUpdate }
        items = section.entries.filter { !isFolded($0) }.map { ItemView(entry: $0, sectionID: section.id, style: style, locale: locale) }
        replacedItems = section.entries.filter(isFolded).map {
            var item = ItemView(entry: $0, sectionID: section.id, style: style, locale: locale)
            item.isFolded = true
            return item
        }
        hasReplaced = !replacedItems.isEmpty
        replacedLabel = hasReplaced ? locale.count("label.replaced", replacedItems.count) : nil
        count = section.entries.count
        countLabel = locale.count("label.items", section.entries.count)
        isEmpty = section.entries.isEmpty
    }
}
