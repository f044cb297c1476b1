/// The config document exactly as written, before paths and names are resolved.
/// Every key is optional here; ``ConfigResolver`` applies defaults and checks values.
struct ConfigFile: Decodable {
    var title: String?
    var timeZone: String?
    var baseURL: String?
    var templates: String?
    var output: String?
    var data: String?
    var sources: [Source]?
    var sections: [Section]?
    var highlights: [Highlight]?
    var cache: String?
    var fetch: Fetch?
    var library: Library?
    var language: String?
    var feeds: Feeds?
    var email: Email?
    var itemPages: ItemPages?
    var summaries: Summaries?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case title
        case timeZone = "time_zone"
        case baseURL = "base_url"
        case language, templates, output, data, sources, sections, highlights, cache, fetch, library
        case feeds, email
        case itemPages = "item_pages"
        case summaries
    }

    init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        title = try c.decodeIfPresent(String.self, forKey: .title)
        timeZone = try c.decodeIfPresent(String.self, forKey: .timeZone)
        baseURL = try c.decodeIfPresent(String.self, forKey: .baseURL)
        templates = try c.decodeIfPresent(String.self, forKey: .templates)
        output = try c.decodeIfPresent(String.self, forKey: .output)
        data = try c.decodeIfPresent(String.self, forKey: .data)
        sources = try c.decodeIfPresent([Source].self, forKey: .sources)
        sections = try c.decodeIfPresent([Section].self, forKey: .sections)
        highlights = try c.decodeIfPresent([Highlight].self, forKey: .highlights)
        cache = try c.decodeIfPresent(String.self, forKey: .cache)
        fetch = try c.decodeIfPresent(Fetch.self, forKey: .fetch)
        library = try c.decodeIfPresent(Library.self, forKey: .library)
        language = try c.decodeIfPresent(String.self, forKey: .language)
        feeds = try c.decodeIfPresent(Feeds.self, forKey: .feeds)
        email = try c.decodeIfPresent(Email.self, forKey: .email)
        itemPages = try c.decodeIfPresent(ItemPages.self, forKey: .itemPages)
        summaries = try c.decodeIfPresent(Summaries.self, forKey: .summaries)
    }
}
