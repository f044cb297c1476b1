import PaperboyModels

/// Turns a ``Digest`` into the site's files, in memory.
///
/// Today the site is the latest day: `index.html` (template `day.html`),
/// `index.md` (template `day.md`) and the theme's assets. Every link is relative
/// to ``PageView/root``, so later day pages (`YYYY/MM/DD/index.html`) reuse the
/// same templates with a different root. Rendering is pure: the same digest and
/// theme give the same bytes.
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

    /// Renders the site for `digest`.
    /// - Returns: The files sorted by path.
    /// - Throws: ``TemplateError`` when the theme lacks a required template.
    public func render(_ digest: Digest) throws -> [SiteFile] {
        var files = theme.assets
        files.append(try page(digest, template: Self.dayHTMLTemplate, style: .html, root: "", path: "index.html"))
        files.append(try page(digest, template: Self.dayMarkdownTemplate, style: .markdown, root: "", path: "index.md"))
        return files.sorted { $0.path < $1.path }
    }

    private func page(_ digest: Digest, template: String, style: TextStyle, root: String, path: String) throws -> SiteFile {
        let view = PageView(digest: digest, style: style, root: root)
        return SiteFile(path: path, text: try theme.templates.render(view, template: template))
    }
}
