import PaperboyControllers
import PaperboyModels

/// One configured section: where its items come from and the rules they must meet.
///
/// The stages run in a fixed order: categories, keywords (`include`/`exclude`),
/// query, authors, repository rules, date windows, sort, announcement order, limit.
public struct SectionConfig: Sendable, Hashable {
    /// The unique slug (`id:`, default: a slug of the title).
    public var id: String
    /// The heading shown on the page (`title:`, required).
    public var title: String
    /// The names of the sources feeding it (`sources:`), nil for all.
    public var sources: [String]?
    /// Keyword terms; an item is kept if any matches (`include:`, empty keeps all).
    public var include: [String]
    /// Keyword terms; an item is dropped if any matches (`exclude:`).
    public var exclude: [String]
    /// A boolean keyword query (`query:`).
    public var query: Query?
    /// arXiv categories, any of (`categories:`).
    public var categories: [String]
    /// Whether a paper may match by a secondary category (`cross_lists:`, default true).
    public var crossLists: Bool
    /// A watchlist of author names (`authors:`).
    public var authors: [String]
    /// Repositories need at least this many stars (`min_stars:`).
    public var minStars: Int?
    /// Markdown shown at the top of the section's page (`intro:`), rendered with libcmark in safe mode.
    public var intro: String?
    /// Repository languages, any of (`languages:`).
    public var languages: [String]
    /// Repository topics, any of (`topics:`).
    public var topics: [String]
    /// Repository licences (SPDX ids), any of (`licenses:`).
    public var licenses: [String]
    /// Drop forks (`exclude_forks:`).
    public var excludeForks: Bool
    /// Drop archived repositories (`exclude_archived:`).
    public var excludeArchived: Bool
    /// Date windows in days (`published_within_days:`, `created_within_days:`, `pushed_within_days:`).
    public var withinDays: [DateWindow.Field: Int]
    /// The order (`sort:`, default score).
    public var sort: SortItems.Key
    /// New papers first, then cross-lists, then replacements (`group_by_announcement:`, default true; false when sorted by the library).
    public var groupByAnnouncement = true
    /// How replaced papers are shown (`replacements:`, default fold; show when sorted by the library).
    public var replacements = ReplacementMode.fold
    /// How pages lay out the items (`layout:`, default full).
    public var layout = SectionLayout.full
    /// The most items shown (`limit:`), nil for no limit.
    public var limit: Int?
    /// How the library score orders and trims the section (`sort: library`, `min_score:`, `top:`,
    /// `kind: for_you`); nil when the section does not use it.
    public var ranking: SectionRanking?

    /// Creates a section.
    public init(id: String, title: String, sources: [String]? = nil, include: [String] = [], exclude: [String] = [],
                limit: Int? = nil, query: Query? = nil, categories: [String] = [], crossLists: Bool = true,
                authors: [String] = [], minStars: Int? = nil, languages: [String] = [], topics: [String] = [],
                licenses: [String] = [], excludeForks: Bool = false, excludeArchived: Bool = false,
                withinDays: [DateWindow.Field: Int] = [:], sort: SortItems.Key = .score) {
        self.id = id
        self.title = title
        self.sources = sources
        self.include = include
        self.exclude = exclude
        self.limit = limit
        self.query = query
        self.categories = categories
        self.crossLists = crossLists
        self.authors = authors
        self.minStars = minStars
        self.languages = languages
        self.topics = topics
        self.licenses = licenses
        self.excludeForks = excludeForks
        self.excludeArchived = excludeArchived
        self.withinDays = withinDays
        self.sort = sort
    }
}
