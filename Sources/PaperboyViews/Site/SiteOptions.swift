/// What the site-wide pages need from the config, beyond the digests.
public struct SiteOptions: Sendable, Hashable {
    /// The site's title.
    public var title: String
    /// The absolute URL the site is published at (ending in `/`), used only where absolute
    /// URLs are required or help: feeds, the sitemap, every HTML page's
    /// `<link rel="canonical">`, and the 404 page's links (from its path). Without it, feeds
    /// use relative links, no sitemap or canonical link is written, and the 404 page's
    /// links start at `/`.
    public var baseURL: String?
    /// `about.md` beside the config, as Markdown; rendered to `about.html` in safe mode.
    public var aboutMarkdown: String?
    /// Section intros from the config (Markdown), by section id.
    public var sectionIntros: [String: String]
    /// What the feeds carry: age window, cap, full content, per-section feeds.
    public var feeds: FeedOptions
    /// The ids of the sections with `layout: compact`, whose pages say so.
    public var compactSections: Set<String> = []
    /// The site's language, a BCP 47 tag (`en`, `de-AT`): the theme's locale for it (or for its
    /// language alone) gives the pages' texts and `lang`; the feeds carry it.
    public var language: String
    /// True when every listed item gets its own page (``ItemPagePaths``) and the day pages link to it.
    public var itemPages = false
    /// The 👍, 👎 and mute links under every item on the HTML pages and in the e-mail edition;
    /// nil: none, and the pages are as without them.
    public var ratingLinks: RatingLinks? = nil

    /// Creates options.
    public init(title: String, baseURL: String? = nil, aboutMarkdown: String? = nil,
                sectionIntros: [String: String] = [:], feeds: FeedOptions = FeedOptions(), language: String = "en") {
        self.language = language
        self.title = title
        self.baseURL = baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        self.aboutMarkdown = aboutMarkdown
        self.sectionIntros = sectionIntros
        self.feeds = feeds
    }
}

extension SiteOptions {
    /// The absolute URL of the page at `path` (relative to the site root) for its
    /// `<link rel="canonical">`: a folder's `index.html` is dropped, as in `sitemap.xml`
    /// (`archive/index.html` → `https://user.github.io/repo/archive/`). Nil without a base URL.
    public func canonicalURL(of path: String) -> String? {
        guard let baseURL else { return nil }
        if path == "index.html" { return baseURL }
        return baseURL + (path.hasSuffix("/index.html") ? String(path.dropLast("index.html".count)) : path)
    }
}
