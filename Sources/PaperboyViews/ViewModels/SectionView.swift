import PaperboyModels

/// One section as templates see it (`{{#sections}}`).
struct SectionView {
    /// The slug, used as the HTML anchor.
    let id: String
    let title: String
    /// The items shown in the list: every item, less the replaced papers when they are folded.
    let items: [ItemView]
    /// ``items`` in runs announced the same way (new, cross-lists, replacements shown in place,
    /// other items), each with its anchor; one untitled group when the section is not grouped.
    let groups: [ItemGroupView]
    /// The groups the contents link to: the titled ``groups`` and the folded replacements.
    let groupLinks: [ItemGroupView]
    /// True when ``groupLinks`` is not empty.
    let hasGroupLinks: Bool
    /// Replaced papers folded under a count (`replacements: fold`); empty otherwise.
    let replacedItems: [ItemView]
    /// `language-models--replaced`: the anchor of the folded replacements.
    let replacedAnchor: String
    /// True when ``replacedItems`` is not empty.
    let hasReplaced: Bool
    /// `12 replaced papers`, nil when nothing is folded.
    let replacedLabel: String?
    /// The section's item count, grouped for the locale (`1,179`).
    let count: String
    /// `1 item`, `3 items`.
    let countLabel: String
    let isEmpty: Bool
    /// True for `layout: compact`: every item is a short row (``ItemView/isCompact``).
    let isCompact: Bool

    /// - Parameter ratings: The rating links and the day they rate on; nil for none.
    /// - Parameter itemPages: The page's `root`, which items have pages of their own and the day listing them, for permalinks.
    init(section: DigestSection, style: TextStyle, locale: ThemeLocale = .english,
         itemPages: (root: String, links: ItemPageLinks, day: DigestDay)? = nil,
         ratings: (links: RatingLinks, day: DigestDay)? = nil) {
        id = section.id
        title = style.text(section.title)
        let folds = section.replacements == .fold
        let isFolded = { (entry: DigestEntry) in folds && entry.item.kind == .paper && entry.isUpdate }
        let compact = section.layout == .compact
        isCompact = compact
        let view = { (entry: DigestEntry) -> ItemView in
            var item = ItemView(entry: entry, sectionID: section.id, style: style, locale: locale)
            if let itemPages, itemPages.links.hasPage(entry.item.id, listedOn: itemPages.day) {
                item.permalink = itemPages.root + ItemPagePaths.page(of: entry.item.id)
            }
            if let ratings {
                item.rating = RatingView(links: ratings.links, item: entry.item, day: ratings.day, locale: locale)
            }
            return item
        }
        let listed = section.entries.filter { !isFolded($0) }
        items = listed.map {
            var item = view($0)
            item.isCompact = compact
            return item
        }
        groups = ItemGroupView.groups(listed, views: items, sectionID: section.id, locale: locale)
        replacedItems = section.entries.filter(isFolded).map {
            var item = view($0)
            item.isFolded = true
            item.isCompact = compact || style == .html
            return item
        }
        hasReplaced = !replacedItems.isEmpty
        replacedAnchor = section.id + "--" + ItemGroupView.Kind.replacement.slug
        groupLinks = groups.filter { $0.groupAnchor != nil }
            + (hasReplaced ? [ItemGroupView(kind: .replacement, sectionID: section.id, items: replacedItems, locale: locale)] : [])
        hasGroupLinks = !groupLinks.isEmpty
        replacedLabel = hasReplaced ? locale.count("label.replaced", replacedItems.count) : nil
        count = locale.grouped(section.entries.count)
        countLabel = locale.count("label.items", section.entries.count)
        isEmpty = section.entries.isEmpty
    }
}
