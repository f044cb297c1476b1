import PaperboyModels

/// A section's or a category's page (`section.html`, `category.html`): the latest
/// entries grouped by day, each linked to its place on the day page, then older days.
struct ListPageView {
    /// One day's entries.
    struct Group {
        let date: String
        let dateLong: String
        let path: String
        let entries: [Entry]
    }

    /// One entry, linked to its day page and to its source.
    struct Entry {
        let title: String
        let path: String
        let url: String?
        /// True for an arXiv paper, whose source link is its abstract page (labelled as on the item page).
        let isPaper: Bool
        /// The 👍, 👎 and mute links, as on the day page; nil without ``SiteOptions/ratingLinks``.
        let rating: RatingView?
    }

    /// An older day, with its count.
    struct OlderDay {
        let date: String
        let path: String
        let countLabel: String
    }

    /// Days shown in full on a section page.
    static let sectionDays = 14
    /// Entries shown on a category page.
    static let categoryEntries = 200

    let root = "../../"
    let siteTitle: String
    let site: SiteView
    let heading: String
    /// The section's intro from the config, rendered from Markdown (safe mode).
    let introHTML: String?
    /// True for a section with `layout: compact` (its day pages show short rows).
    let isCompact: Bool
    /// The section's own feeds, relative to this page.
    let atomPath: String?
    let jsonFeedPath: String?
    let groups: [Group]
    let olderDays: [OlderDay]
    let hasOlderDays: Bool
    let countLabel: String

    init(section: (id: String, title: String), days: [DaySummary], options: SiteOptions, site: SiteView, locale: ThemeLocale = .english,
         itemPages: Set<String> = []) {
        siteTitle = options.title
        self.site = site
        heading = section.title
        introHTML = try? options.sectionIntros[section.id].map(Markdown.html(from:))
        isCompact = options.compactSections.contains(section.id)
        atomPath = options.feeds.perSection ? "../../feeds/\(section.id).atom.xml" : nil
        jsonFeedPath = options.feeds.perSection ? "../../feeds/\(section.id).json" : nil
        var groups: [Group] = []
        var older: [OlderDay] = []
        var total = 0
        for day in days {
            let entries = day.entries.filter { $0.sectionID == section.id }
            guard !entries.isEmpty else { continue }
            total += entries.count
            if groups.count < Self.sectionDays {
                groups.append(Self.group(day, entries, locale: locale, itemPages: itemPages, ratings: options.ratingLinks))
            } else {
                older.append(OlderDay(date: day.day.isoText, path: "../../" + SitePaths.day(day.day) + "#" + section.id,
                                      countLabel: locale.count("label.items", entries.count)))
            }
        }
        self.groups = groups
        olderDays = older
        hasOlderDays = !older.isEmpty
        countLabel = locale.count("label.items", total)
    }

    init(category: CategoryCount, days: [DaySummary], options: SiteOptions, site: SiteView, locale: ThemeLocale = .english) {
        self.init(category: category, days: days, picked: Self.categoryEntries(of: days)[category.name] ?? [],
                  options: options, site: site, locale: locale)
    }

    /// A category's page showing `picked`: per day (an index into `days`), its entries' indices.
    init(category: CategoryCount, days: [DaySummary], picked: [(day: Int, entries: [Int])], options: SiteOptions, site: SiteView,
         locale: ThemeLocale = .english,
         itemPages: Set<String> = []) {
        siteTitle = options.title
        self.site = site
        heading = category.name
        introHTML = nil
        isCompact = false
        atomPath = nil
        jsonFeedPath = nil
        groups = picked.map { Self.group(days[$0.day], $0.entries.map { [entries = days[$0.day].entries] in entries[$0] }, locale: locale,
                                         itemPages: itemPages, ratings: options.ratingLinks) }
        olderDays = []
        hasOlderDays = false
        countLabel = locale.count("label.items", category.count)
    }

    /// Every category's entries for its page, in one pass over `days` (newest first): per day,
    /// the entries listing the category, each item once, until ``categoryEntries`` are shown.
    static func categoryEntries(of days: [DaySummary]) -> [String: [(day: Int, entries: [Int])]] {
        var picked: [String: [(day: Int, entries: [Int])]] = [:]
        var shown: [String: Int] = [:]
        for (d, day) in days.enumerated() {
            var seen: [String: Set<String>] = [:]
            var today: [String: [Int]] = [:]
            for (e, entry) in day.entries.enumerated() {
                let categories = entry.categories
                var itemID: String?
                for (c, name) in categories.enumerated() where !categories[..<c].contains(name) && shown[name, default: 0] < categoryEntries {
                    let id = itemID ?? entry.itemID
                    itemID = id
                    if seen[name, default: []].insert(id).inserted { today[name, default: []].append(e) }
                }
            }
            for (name, entries) in today {
                let kept = Array(entries.prefix(categoryEntries - shown[name, default: 0]))
                shown[name, default: 0] += kept.count
                picked[name, default: []].append((d, kept))
            }
        }
        return picked
    }

    /// Each entry links to its item's page when the site has one (`itemPages`), else to the item on its day page,
    /// and carries its rating links when the site has them (`ratings`).
    private static func group(_ day: DaySummary, _ entries: [DaySummary.Entry], locale: ThemeLocale, itemPages: Set<String>,
                              ratings: RatingLinks?) -> Group {
        let page = "../../" + SitePaths.day(day.day)
        return Group(date: day.day.isoText, dateLong: locale.longDay(day.day), path: page, entries: entries.map {
            let itemPage = itemPages.isEmpty ? nil : ItemPagePaths.page(of: $0.itemID)
            let path = itemPage.flatMap { itemPages.contains($0) ? "../../" + $0 : nil } ?? page + "#" + $0.anchor
            return Entry(title: $0.title, path: path, url: $0.url, isPaper: ItemPagePaths.arxivID(of: $0.itemID) != nil,
                         rating: RatingView(links: ratings, entry: $0, day: day.day, locale: locale))
        })
    }
}
