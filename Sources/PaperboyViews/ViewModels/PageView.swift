import PaperboyModels

/// What a day page's templates (`day.html`, `day.md`) see at the top level.
///
/// Templates see its stored properties by name (``MustacheObject``); a nil property
/// is empty and false (an empty string would still open a `{{#section}}`). Names are distinct from
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
    /// True when the day's arXiv announcement was missed by the runs and fetched again from the API.
    let backfilled: Bool
    /// True when the day's arXiv announcement was missed and could not be fetched again (yet).
    let missed: Bool
    /// True when no section has an item.
    let isEmpty: Bool
    let sources: [SourceView]
    let hasSources: Bool
    /// `Paperboy`.
    let generator: String
    /// Sources with a notice: a listing of another day (not announced yet), or a source that
    /// could not be read (the page shows its older data, if any, and says how old it is).
    let failedSources: [SourceView]
    let hasFailedSources: Bool
    /// `2024-11-27`, the previous day with a page.
    let previousDay: String?
    /// `2024-11-29`, the next day with a page.
    let nextDay: String?
    /// The previous day's page, relative to this one.
    let previousPath: String?
    /// The next day's page, relative to this one.
    let nextPath: String?
    /// This day's own page, relative to this one (the front page's permanent link).
    let dayPath: String
    /// This day's compact view (titles and first authors), relative to this page.
    let compactPath: String
    /// True on the site's front page (`index.html`).
    let isFront: Bool
    /// True when the page has a previous or next day, or is the front page: the day navigation has links.
    let hasDayLinks: Bool
    /// What every page knows about the site (navigation).
    let site: SiteView

    init(digest: Digest, style: TextStyle, root: String, site: SiteView = SiteView(),
         previous: DigestDay? = nil, next: DigestDay? = nil, isFront: Bool = false, locale: ThemeLocale = .english,
         itemLinks: ItemPageLinks? = nil, ratingLinks: RatingLinks? = nil) {
        siteTitle = style.text(digest.title)
        date = digest.day.isoText
        dateLong = locale.longDay(digest.day)
        self.root = root
        let links = style == .html ? itemLinks.map { (root: root, links: $0, day: digest.day) } : nil
        let ratings = style == .html ? ratingLinks.map { (links: $0, day: digest.day) } : nil
        sections = digest.sections.map { SectionView(section: $0, style: style, locale: locale, itemPages: links, ratings: ratings) }
        sectionsWithItems = sections.filter { !$0.isEmpty }
        hasTableOfContents = !sectionsWithItems.isEmpty
        itemCount = digest.distinctItemCount
        itemCountLabel = locale.count("label.items", itemCount)
        noAnnouncement = digest.status == .noAnnouncement
        backfilled = digest.status == .backfilled
        missed = digest.status == .missed
        isEmpty = itemCount == 0
        sources = digest.sources.map { SourceView(source: $0, style: style, day: digest.day, locale: locale) }
        failedSources = sources.filter { $0.notice != nil }
        hasFailedSources = !failedSources.isEmpty
        previousDay = previous?.isoText
        nextDay = next?.isoText
        previousPath = previous.map { root + SitePaths.day($0) }
        nextPath = next.map { root + SitePaths.day($0) }
        self.isFront = isFront
        hasDayLinks = previous != nil || next != nil || isFront
        dayPath = root + SitePaths.day(digest.day)
        compactPath = root + SitePaths.compactDay(digest.day)
        self.site = site
        hasSources = !sources.isEmpty
        generator = "Paperboy"
    }
}
