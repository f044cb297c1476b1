import PaperboyModels

/// One item's own page (`item-page.html`, `items/<slug>.html`): the item in full, the
/// days and sections it was listed in, and the closest items of its day.
struct ItemPageView {
    /// A section of a day that listed the item, linked to the item on the day page.
    struct Placement {
        let sectionTitle: String
        let path: String
    }

    /// A day that listed the item.
    struct Appearance {
        let date: String
        let dateLong: String
        /// The day's page.
        let path: String
        /// The sections that listed it; empty for a day this page does not show the listing of.
        let placements: [Placement]
        let hasPlacements: Bool
    }

    /// A related item, linked to its own page.
    struct Related {
        let title: String
        let path: String
        /// `A, B, C` or ten names and `et al.`.
        let authors: String?
    }

    let root = ItemPagePaths.root
    let siteTitle: String
    let site: SiteView
    /// The item as the day pages show it, with its full summary, every link and its reasons.
    let item: ItemView
    /// A paper's sanitised abstract HTML (trusted markup: `{{{abstractHTML}}}`), shown open; nil when there is none.
    let abstractHTML: String?
    /// The plain-text summary, when there is no HTML one.
    let abstract: String?
    let hasAbstract: Bool
    /// Every category, joined with `, ` (an arXiv paper's primary category first).
    let categoryList: String?
    let appearances: [Appearance]
    let related: [Related]
    let hasRelated: Bool

    init(item: Item, entry: DigestEntry, sectionID: String, title: String, site: SiteView,
         appearances: [Appearance], related: [Related], locale: ThemeLocale = .english,
         ratings: (links: RatingLinks, day: DigestDay)? = nil) {
        siteTitle = TextStyle.html.text(title)
        self.site = site
        var view = ItemView(entry: entry, sectionID: sectionID, style: .html, locale: locale)
        // A paper folds its abstract on a day page; posts and repositories show theirs in their own block already.
        let isPaper = item.paper != nil
        abstractHTML = isPaper ? view.summaryHTML ?? view.contentHTML : nil
        abstract = isPaper && abstractHTML == nil ? view.summary : nil
        hasAbstract = isPaper && view.hasSummary
        if isPaper { view.hasSummary = false }
        view.summaryFolds = false
        if let ratings { view.rating = RatingView(links: ratings.links, item: item, day: ratings.day, locale: locale) }
        self.item = view
        let categories = item.paper.map { ($0.primaryCategory.map { [$0] } ?? []) + $0.otherCodes } ?? item.categories
        var seen = Set<String>()
        categoryList = TextFormat.nonEmpty(categories.filter { seen.insert($0).inserted }.joined(separator: ", "))
        self.appearances = appearances
        self.related = related
        hasRelated = !related.isEmpty
    }
}
