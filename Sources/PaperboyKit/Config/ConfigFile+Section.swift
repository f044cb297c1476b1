extension ConfigFile {
    /// One entry of `sections:`.
    struct Section: Decodable {
        var title: String?
        var id: String?
        var sources: [String]?
        var include: [String]?
        var exclude: [String]?
        var query: String?
        var categories: [String]?
        var crossLists: Bool?
        var authors: [String]?
        var minStars: Int?
        var languages: [String]?
        var topics: [String]?
        var licenses: [String]?
        var excludeForks: Bool?
        var excludeArchived: Bool?
        var publishedWithinDays: Int?
        var createdWithinDays: Int?
        var pushedWithinDays: Int?
        var sort: String?
        var limit: Int?
        var intro: String?
        var kind: String?
        var minScore: Double?
        var top: Int?
        var groupByAnnouncement: Bool?
        var replacements: String?
        var layout: String?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case title, id, sources, include, exclude, query, categories, intro
            case crossLists = "cross_lists"
            case authors
            case minStars = "min_stars"
            case languages, topics, licenses
            case excludeForks = "exclude_forks"
            case excludeArchived = "exclude_archived"
            case publishedWithinDays = "published_within_days"
            case createdWithinDays = "created_within_days"
            case pushedWithinDays = "pushed_within_days"
            case sort, limit, kind, top
            case minScore = "min_score"
            case groupByAnnouncement = "group_by_announcement"
            case replacements, layout
        }

        init(from decoder: any Decoder) throws {
            try decoder.rejectUnknownKeys(CodingKeys.self)
            let c = try decoder.container(keyedBy: CodingKeys.self)
            title = try c.decodeIfPresent(String.self, forKey: .title)
            id = try c.decodeIfPresent(String.self, forKey: .id)
            sources = try c.decodeIfPresent([String].self, forKey: .sources)
            include = try c.decodeIfPresent([String].self, forKey: .include)
            exclude = try c.decodeIfPresent([String].self, forKey: .exclude)
            query = try c.decodeIfPresent(String.self, forKey: .query)
            intro = try c.decodeIfPresent(String.self, forKey: .intro)
            categories = try c.decodeIfPresent([String].self, forKey: .categories)
            crossLists = try c.decodeIfPresent(Bool.self, forKey: .crossLists)
            authors = try c.decodeIfPresent([String].self, forKey: .authors)
            minStars = try c.decodeIfPresent(Int.self, forKey: .minStars)
            languages = try c.decodeIfPresent([String].self, forKey: .languages)
            topics = try c.decodeIfPresent([String].self, forKey: .topics)
            licenses = try c.decodeIfPresent([String].self, forKey: .licenses)
            excludeForks = try c.decodeIfPresent(Bool.self, forKey: .excludeForks)
            excludeArchived = try c.decodeIfPresent(Bool.self, forKey: .excludeArchived)
            publishedWithinDays = try c.decodeIfPresent(Int.self, forKey: .publishedWithinDays)
            createdWithinDays = try c.decodeIfPresent(Int.self, forKey: .createdWithinDays)
            pushedWithinDays = try c.decodeIfPresent(Int.self, forKey: .pushedWithinDays)
            sort = try c.decodeIfPresent(String.self, forKey: .sort)
            limit = try c.decodeIfPresent(Int.self, forKey: .limit)
            kind = try c.decodeIfPresent(String.self, forKey: .kind)
            minScore = try c.decodeIfPresent(Double.self, forKey: .minScore)
            top = try c.decodeIfPresent(Int.self, forKey: .top)
            groupByAnnouncement = try c.decodeIfPresent(Bool.self, forKey: .groupByAnnouncement)
            replacements = try c.decodeIfPresent(String.self, forKey: .replacements)
            layout = try c.decodeIfPresent(String.self, forKey: .layout)
        }
    }
}
