import Foundation
import PaperboyFileSystem
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
    /// Every file is read through `fileSystem`, the run's door to the disk.
    /// - Throws: ``TemplateError`` naming the file that cannot be read or parsed.
    public static func load(from directory: URL, fileSystem: FileSystem) throws -> Theme {
        Theme(templates: try TemplateLibrary(directory: directory, fileSystem: fileSystem), assets: try load(assetsIn: directory, fileSystem: fileSystem),
              locales: try ThemeLocales.shipped.layered(over: directory, fileSystem: fileSystem))
    }

    /// The files under `directory/assets/`, as site files.
    static func load(assetsIn directory: URL, fileSystem: FileSystem) throws -> [SiteFile] {
        try ThemeFiles.relativePaths(in: directory, fileSystem: fileSystem).filter { $0.hasPrefix("assets/") }.map { path in
            SiteFile(path: path, contents: try ThemeFiles.read(directory.appendingPathComponent(path), "the asset", fileSystem: fileSystem))
        }
    }
}
