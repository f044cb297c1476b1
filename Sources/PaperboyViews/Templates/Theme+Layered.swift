import Foundation

extension Theme {
    /// The default theme with the files of `directory` laid over it, file by file.
    ///
    /// A user's `day.html.mustache` replaces the default one, a user's
    /// `assets/style.css` replaces the default style sheet, a user's `locales/de.yml` replaces
    /// the German texts it names; every file the folder
    /// does not have comes from ``DefaultTheme``, so the binary works outside this
    /// repository and a theme folder only holds what it changes.
    /// - Parameter directory: The user's templates folder; nil for the default theme alone.
    /// - Throws: ``TemplateError`` naming the file, line and column that fails.
    public static func layered(over directory: URL?) throws -> Theme {
        guard let directory else { return try DefaultTheme.theme() }
        let base = try DefaultTheme.theme()
        var sources = base.templates.sources
        for source in try TemplateLibrary.readSources(in: directory) {
            sources[source.name] = source
        }
        var assets = Dictionary(uniqueKeysWithValues: base.assets.map { ($0.path, $0) })
        for asset in try Theme.load(assetsIn: directory) {
            assets[asset.path] = asset
        }
        return Theme(templates: try TemplateLibrary(sources: Array(sources.values)), assets: Array(assets.values),
                     locales: try base.locales.layered(over: directory))
    }
}
