/// What the site-wide pages need from the config, beyond the digests.
public struct SiteOptions: Sendable, Hashable {
    /// The site's title.
    public var title: String
    /// The absolute URL the site is published at (ending in `/`), used only where absolute
    /// URLs are required: feeds and the sitemap. Without it, feeds use relative links and
    /// no sitemap is written.
    public var baseURL: String?
    /// `about.md` beside the config, as Markdown; rendered to `about.html` in safe mode.
    public var aboutMarkdown: String?
    /// Section intros from the config (Markdown), by section id.
    public var sectionIntros: [String: String]
    /// How many entries the feeds carry (the latest ones).
    public var feedLimit: Int

    /// Creates options.
    public init(title: String, baseURL: String? = nil, aboutMarkdown: String? = nil,
                sectionIntros: [String: String] = [:], feedLimit: Int = 100) {
        self.title = title
        self.baseURL = baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        self.aboutMarkdown = aboutMarkdown
        self.sectionIntros = sectionIntros
        self.feedLimit = feedLimit
    }
}
