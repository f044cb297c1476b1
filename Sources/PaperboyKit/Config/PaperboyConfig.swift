import Foundation
import PaperboyServices
import PaperboyViews

/// A checked config: every default applied, every path resolved, every name known.
///
/// See ``load(from:currentDirectory:for:)`` for the file format.
public struct PaperboyConfig: Sendable {
    /// The config file itself.
    public var file: URL
    /// The site title (`title:`, default `Paperboy`).
    public var title: String
    /// The zone digest days are counted in (`time_zone:`, an IANA name, default `UTC`).
    public var timeZone: TimeZone
    /// Where the site will be published (`base_url:`), for absolute links in later feeds and sitemaps.
    public var baseURL: URL?
    /// The user's theme folder (`templates:`, or the nearest `Templates` folder), laid file by
    /// file over the default theme compiled into the binary; nil for the default theme alone.
    public var templates: URL?
    /// The output folder (`output:`, default `site`, relative to the config file).
    public var output: URL
    /// The archive folder (`data:`, default `data`, relative to the config file).
    public var data: URL
    /// The sources in config order.
    public var sources: [SourceConfig]
    /// The sections in config order.
    public var sections: [SectionConfig]
    /// Badges for items wherever they appear (`highlights:`), in config order.
    public var highlights: [HighlightConfig]
    /// The fetch cache folder (`cache:`, default `.paperboy-cache` beside the config file).
    public var cache: URL
    /// How sources are fetched (`fetch:`).
    public var fetch: FetchConfig
    /// The reader's library (`library:`), nil when the config names none.
    public var library: LibraryConfig?
    /// The site's language (`language:`), a BCP 47 tag the theme has a locale for (`en`, `de`, `de-AT`).
    public var language: String
    /// What the Atom and JSON feeds carry (`feeds:`).
    public var feeds = FeedOptions()
    /// The daily e-mail edition (`email:`), off by default.
    public var email = EmailConfig()
    /// Pages of their own for items (`item_pages:`), off by default.
    public var itemPages: ItemPagesConfig
    /// The line under each paper's title (`summaries:`): the key sentence, and TL;DRs when an endpoint is set.
    public var summaries = SummariesConfig()

    /// Creates a config from resolved parts; `data` defaults to `data` beside the config file.
    public init(file: URL, title: String, timeZone: TimeZone, baseURL: URL? = nil, templates: URL?, output: URL,
                data: URL? = nil, sources: [SourceConfig], sections: [SectionConfig], highlights: [HighlightConfig] = [],
                cache: URL? = nil, fetch: FetchConfig = FetchConfig(), library: LibraryConfig? = nil, language: String = "en",
                itemPages: ItemPagesConfig = ItemPagesConfig()) {
        self.file = file
        self.title = title
        self.timeZone = timeZone
        self.baseURL = baseURL
        self.templates = templates
        self.output = output
        self.data = data ?? file.deletingLastPathComponent().appendingPathComponent("data").standardizedFileURL
        self.sources = sources
        self.sections = sections
        self.highlights = highlights
        self.cache = cache ?? file.deletingLastPathComponent().appendingPathComponent(".paperboy-cache")
        self.fetch = fetch
        self.library = library
        self.language = language
        self.itemPages = itemPages
    }
}
