import PaperboyModels

/// A run of a section's items announced the same way (`{{#groups}}`): new submissions,
/// cross-lists, papers found by an API search, replacements or other items (repositories,
/// posts). The contents link to each.
struct ItemGroupView {
    /// How the items were announced, in the order sections show them.
    enum Kind: Int {
        case new, crossList, found, replacement, other

        /// The entry's kind: papers by the announcement order's group, anything else `other`.
        init(_ entry: DigestEntry) {
            switch AnnouncementGroup(entry) {
            case .new?: self = .new
            case .crossList?: self = .crossList
            case .found?: self = .found
            case .replacement?: self = .replacement
            case nil: self = .other
            }
        }

        var slug: String { ["new", "cross", "found", "replaced", "other"][rawValue] }
    }

    /// `language-models--new`: the group's anchor, nil when the section's items are not grouped.
    let groupAnchor: String?
    /// `New submissions`, nil when the section's items are not grouped.
    let groupTitle: String?
    /// `54 new`, `3 cross-lists`, `36 replaced`: the group in the contents.
    let groupLinkLabel: String
    /// The group's item count, grouped for the locale (`1,179`).
    let groupCount: String
    let items: [ItemView]

    init(kind: Kind?, sectionID: String, items: [ItemView], locale: ThemeLocale) {
        groupAnchor = kind.map { sectionID + "--" + $0.slug }
        groupCount = locale.grouped(items.count)
        switch kind {
        case .new: (groupTitle, groupLinkLabel) = (locale.text("group.new"), locale.count("group.count-new", items.count))
        case .crossList: (groupTitle, groupLinkLabel) = (locale.text("group.cross"), locale.count("group.count-cross", items.count))
        case .found: (groupTitle, groupLinkLabel) = (locale.text("group.found"), locale.count("group.count-found", items.count))
        case .replacement: (groupTitle, groupLinkLabel) = (locale.text("group.replaced"), locale.count("group.count-replaced", items.count))
        case .other: (groupTitle, groupLinkLabel) = (locale.text("group.other"), locale.count("group.count-other", items.count))
        case nil: (groupTitle, groupLinkLabel) = (nil, locale.count("label.items", items.count))
        }
        self.items = items
    }

    /// The entries' runs of one kind, in order; one untitled group when a kind comes back after
    /// another (a section sorted without `group_by_announcement`) or when nothing is a paper.
    static func groups(_ entries: [DigestEntry], views: [ItemView], sectionID: String, locale: ThemeLocale) -> [ItemGroupView] {
        guard !entries.isEmpty else { return [] }
        var runs: [(kind: Kind, items: [ItemView])] = []
        for (entry, view) in zip(entries, views) {
            let kind = Kind(entry)
            if runs.last?.kind == kind { runs[runs.count - 1].items.append(view) } else { runs.append((kind, [view])) }
        }
        let kinds = runs.map(\.kind)
        if Set(kinds).count < kinds.count || kinds == [.other] {
            return [ItemGroupView(kind: nil, sectionID: sectionID, items: views, locale: locale)]
        }
        return runs.map { ItemGroupView(kind: $0.kind, sectionID: sectionID, items: $0.items, locale: locale) }
    }
}
