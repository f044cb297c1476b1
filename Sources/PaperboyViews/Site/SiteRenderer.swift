import Foundation
import PaperboyModels
import PaperboyMustache

/// Turns ``Digest``s into the site's files, in memory.
///
/// Every day gets `YYYY/MM/DD/index.html` (template `day.html`), its compact view
/// `YYYY/MM/DD/compact.html` (template `compact.html`) and `YYYY/MM/DD/index.md` (template `day.md`) with links to the days before and
/// after; the latest day is also the site's front page, `index.html`. The
/// site-wide pages (archive, sections, categories, feeds, sitemap, search index,
/// 404) come from ``DaySummary``s, so days can be rendered one at a time and
/// dropped. Every link in a page is relative to its `root`; rendering is pure:
/// the same inputs give the same bytes.
public struct SiteRenderer: Sendable {
    /// The template rendering HTML day pages.
    public static let dayHTMLTemplate = "day.html"
    /// The template rendering a day's compact view (`YYYY/MM/DD/compact.html`).
    public static let dayCompactTemplate = "compact.html"
    /// The template rendering Markdown day pages.
    public static let dayMarkdownTemplate = "day.md"

    /// The templates and assets.
    public let theme: Theme
    /// The site-wide settings.
    public let options: SiteOptions
    /// The theme's texts in the site's language (English when the theme lacks it).
    public let locale: ThemeLocale

    /// Creates a renderer.
    public init(theme: Theme, options: SiteOptions = SiteOptions(title: "Paperboy")) {
        self.theme = theme
        self.options = options
        locale = theme.locales.locale(for: options.language) ?? theme.locales.schema
    }

    /// Renders a one-day site for `digest`.
    /// - Throws: ``TemplateError`` when the theme lacks a required template.
    public func render(_ digest: Digest) throws -> [SiteFile] {
        try render(days: [digest], front: digest)
    }

    /// Renders a whole site in one go (tests, small sites).
    /// - Parameters:
    ///   - days: The digests, one per day, in any order.
    ///   - front: The digest of the front page (usually the latest day).
    /// - Returns: The files sorted by path.
    /// - Throws: ``TemplateError`` when the theme lacks a required template.
    public func render(days: [Digest], front: Digest) throws -> [SiteFile] {
        let sorted = days.sorted { $0.day < $1.day }
        var files: [SiteFile] = []
        var itemDays: [String: [DigestDay]] = [:]
        for digest in sorted {
            for id in Set(digest.sections.flatMap { $0.entries.map(\.item.id) }) { itemDays[id, default: []].append(digest.day) }
        }
        var itemPaths: [String] = []
        let links = options.itemPages ? ItemPageLinks(days: itemDays) : nil
        for (i, digest) in sorted.enumerated() {
            files += try dayPages(digest, previous: i > 0 ? sorted[i - 1].day : nil,
                                  next: i + 1 < sorted.count ? sorted[i + 1].day : nil, itemLinks: links)
            let items = try links.map { try itemPages(digest, links: $0, related: [:]) } ?? []
            itemPaths += items.map(\.path)
            files += items
        }
        let previous = sorted.last { $0.day < front.day }?.day
        files += try frontPages(front, previous: previous, itemLinks: links)
        files += try sitePages(summaries: sorted.map { DaySummary(digest: $0, locale: locale) }, itemPages: itemPaths)
        return files.sorted { $0.path < $1.path }
    }

    /// The three pages of one day under `YYYY/MM/DD/` (``SitePaths/dayPages(_:)``); with `itemLinks`, the HTML page links the items that have pages.
    /// - Throws: ``TemplateError`` when the theme lacks a required template.
    public func dayPages(_ digest: Digest, previous: DigestDay? = nil, next: DigestDay? = nil, itemLinks: ItemPageLinks? = nil) throws -> [SiteFile] {
        let folder = SitePaths.dayFolder(digest.day)
        return [
            try page(digest, template: Self.dayHTMLTemplate, style: .html, path: folder + "index.html", previous: previous, next: next,
                     itemLinks: itemLinks),
            try page(digest, template: Self.dayCompactTemplate, style: .html, path: folder + "compact.html", previous: previous, next: next),
            try page(digest, template: Self.dayMarkdownTemplate, style: .markdown, path: folder + "index.md", previous: previous, next: next),
        ]
    }

    /// The front page (`index.html`, `index.md`): the latest day again, at the root.
    /// - Throws: ``TemplateError`` when the theme lacks a required template.
    public func frontPages(_ digest: Digest, previous: DigestDay?, itemLinks: ItemPageLinks? = nil) throws -> [SiteFile] {
        [
            try page(digest, template: Self.dayHTMLTemplate, style: .html, path: "index.html", previous: previous, next: nil, isFront: true,
                     itemLinks: itemLinks),
            try page(digest, template: Self.dayMarkdownTemplate, style: .markdown, path: "index.md", previous: previous, next: nil, isFront: true),
        ]
    }

    /// The navigation every page shows, the canonical URL of the page at `page` (nil: none) and its `description`.
    func siteView(sections: [(id: String, title: String)], root: String, page: String?, description: String) -> SiteView {
        SiteView(hasAbout: options.aboutMarkdown != nil,
                 sectionLinks: sections.map { SiteView.Link(linkTitle: $0.title, path: root + SitePaths.section($0.id)) },
                 canonicalURL: page.flatMap(options.canonicalURL(of:)), description: description)
    }

    /// `2024/11/28/` for `2024/11/28/index.md`: a day's Markdown page has the canonical URL of its HTML page.
    private func folder(of path: String) -> String {
        path.split(separator: "/").dropLast().map { $0 + "/" }.joined()
    }

    private func page(_ digest: Digest, template: String, style: TextStyle, path: String,
                      previous: DigestDay?, next: DigestDay?, isFront: Bool = false, itemLinks: ItemPageLinks? = nil) throws -> SiteFile {
        let root = SitePaths.root(of: path)
        let site = siteView(sections: digest.sections.map { ($0.id, $0.title) }, root: root, page: folder(of: path) + "index.html",
                            description: PageDescription.day(digest, locale: locale))
        let view = PageView(digest: digest, style: style, root: root, site: site,
                            previous: previous, next: next, isFront: isFront, locale: locale, itemLinks: itemLinks,
                            ratingLinks: options.ratingLinks)
        return try render(view, template: template, path: path)
    }
}
