import PaperboyModels

/// Turns ``Digest``s into the site's files, in memory.
///
/// Every day gets `YYYY/MM/DD/index.html` (template `day.html`) and
/// `YYYY/MM/DD/index.md` (template `day.md`); the latest day is also the site's
/// front page, `index.html` and `index.md`; the theme's assets are copied. Every
/// link is relative to ``PageView/root``, so the same templates serve both depths.
/// Rendering is pure: the same digests and theme give the same bytes.
public struct SiteRenderer: Sendable {
    /// The template rendering HTML day pages.
    public static let dayHTMLTemplate = "day.html"
    /// The template rendering Markdown day pages.
    public static let dayMarkdownTemplate = "day.md"

    /// The templates and assets.
    public let theme: Theme

    /// Creates a renderer.
    public init(theme: Theme) {
        self.theme = theme
    }

    /// Renders a one-day site for `digest`.
    /// - Returns: The files sorted by path.
    /// - Throws: ``TemplateError`` when the theme lacks a required template.
    public func render(_ digest: Digest) throws -> [SiteFile] {
        try render(days: [digest], front: digest)
    }

    /// Renders a site of many days.
    /// - Parameters:
    ///   - days: The digests, one per day, in any order.
    ///   - front: The digest of the front page (usually the latest day).
    /// - Returns: The files sorted by path.
    /// - Throws: ``TemplateError`` when the theme lacks a required template.
    public func render(days: [Digest], front: Digest) throws -> [SiteFile] {
        var files = theme.assets
        files += try pages(front, folder: "", root: "")
        for digest in days {
            files += try dayPages(digest)
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The two pages of one day under `YYYY/MM/DD/`.
    /// - Throws: ``TemplateError`` when the theme lacks a required template.
    public func dayPages(_ digest: Digest) throws -> [SiteFile] {
        let day = digest.day
        let folder = day.isoText.replacingOccurrences(of: "-", with: "/") + "/"
        return try pages(digest, folder: folder, root: "../../../")
    }

    private func pages(_ digest: Digest, folder: String, root: String) throws -> [SiteFile] {
        [
            try page(digest, template: Self.dayHTMLTemplate, style: .html, root: root, path: folder + "index.html"),
            try page(digest, template: Self.dayMarkdownTemplate, style: .markdown, root: root, path: folder + "index.md"),
        ]
    }

    private func page(_ digest: Digest, template: String, style: TextStyle, root: String, path: String) throws -> SiteFile {
        let view = PageView(digest: digest, style: style, root: root)
        return SiteFile(path: path, text: try theme.templates.render(view, template: template))
    }
}
