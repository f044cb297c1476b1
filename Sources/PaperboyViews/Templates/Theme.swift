import Foundation
import PaperboyModels

/// A site's look: its templates and the static files copied beside the pages.
public struct Theme: Sendable {
    /// The page templates and partials.
    public var templates: TemplateLibrary
    /// Static files, with paths relative to the site root (`assets/style.css`).
    public var assets: [SiteFile]
    /// The texts in every language the theme has (`locales/*.yml`).
    public var locales: ThemeLocales

    /// Creates a theme from parts already in memory.
    public init(templates: TemplateLibrary, assets: [SiteFile] = [], locales: ThemeLocales = .shipped) {
        self.templates = templates
        self.assets = assets.sorted { $0.path < $1.path }
        self.locales = locales
    }

    /// Loads a theme folder: `*.mustache` templates (see ``TemplateLibrary/init(directory:)``),
    /// every file under `assets/`, copied as is, and `locales/*.yml` over the default theme's locales.
    /// - Throws: ``TemplateError`` naming the file that cannot be read or parsed.
    public static func load(from directory: URL) throws -> Theme {
        Theme(templates: try TemplateLibrary(directory: directory), assets: try load(assetsIn: directory),
              locales: try ThemeLocales.shipped.layered(over: directory))
    }

    /// The files under `directory/assets/`, as site files.
    static func load(assetsIn directory: URL) throws -> [SiteFile] {
        var assets: [SiteFile] = []
        for path in try ThemeFiles.relativePaths(in: directory) where path.hasPrefix("assets/") {
            let file = directory.appendingPathComponent(path)
            do {
                assets.append(SiteFile(path: path, contents: try Data(contentsOf: file)))
            } catch {
                throw TemplateError(file: file.path, reason: "cannot read the asset", underlying: error)
            }
        }
        return assets
    }
}
