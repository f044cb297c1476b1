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

    /// - Parameter itemPages: The page's `root`, which items have pages of their own and the day listing them, for permalinks.
    init(section: DigestSection, style: TextStyle, itemPages: (root: String, links: ItemPageLinks, day: DigestDay)? = nil) {
        id = section.id
        title = style.text(section.title)
        let folds = section.replacements == .fold
        let isFolded = { (entry: DigestEntry) in folds && entry.item.kind == .paper && entry.isUpdate }
        let view = { (entry: DigestEntry) -> ItemView in
            var item = ItemView(entry: entry, sectionID: section.id, style: style)
            if let itemPages, itemPages.links.hasPage(entry.item.id, listedOn: itemPages.day) {
                item.permalink = itemPages.root + ItemPagePaths.page(of: entry.item.id)
            }
            return item
        }
        items = section.entries.filter { !isFolded($0) }.map(view)
        replacedItems = section.entries.filter(isFolded).map {
            var item = view($0)
            item.isFolded = true
            return item
        }
        hasReplaced = !replacedItems.isEmpty
        replacedLabel = hasReplaced ? TextFormat.count(replacedItems.count, "replaced paper") : nil
        count = section.entries.count
        countLabel = TextFormat.count(section.entries.count, "item")
        isEmpty = section.entries.isEmpty
    }
}
