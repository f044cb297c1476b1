import Foundation
import PaperboyModels

/// The theme compiled into the binary (`Templates/`, embedded at build time by the
/// `EmbedTheme` build-tool plugin), used when
/// a config names no templates folder, and as the fallback for every file a
/// user's own templates folder does not override.
public enum DefaultTheme {
    /// The default theme's files, by path relative to the theme folder
    /// (`day.html.mustache`, `partials/paper.html.mustache`, `assets/style.css`).
    public static var allFiles: [String: Data] { files }

    /// The default theme, ready to render.
    /// - Throws: ``TemplateError`` if a compiled-in template does not parse (a build defect).
    public static func theme() throws -> Theme {
        var sources: [TemplateSource] = []
        var assets: [SiteFile] = []
        for (path, data) in files.sorted(by: { $0.key < $1.key }) {
            if path.hasPrefix("assets/") {
                assets.append(SiteFile(path: path, contents: data))
            } else if path.hasSuffix(".mustache") {
                let name = String((path.hasPrefix("partials/") ? path.dropFirst("partials/".count) : Substring(path)).dropLast(".mustache".count))
                sources.append(TemplateSource(name: name, file: "(default theme)/" + path, text: String(decoding: data, as: UTF8.self)))
            }
        }
        return Theme(templates: try TemplateLibrary(sources: sources), assets: assets)
    }
}
