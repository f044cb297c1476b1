import Foundation
import PaperboyFileSystem

extension Theme {
    /// The default theme with the files of `directory` laid over it, file by file.
    ///
    /// A user's `day.html.mustache` replaces the default one, a user's
    /// `assets/style.css` replaces the default style sheet, a user's `locales/de.yml` replaces
    /// the German texts it names; every file the folder
    /// does not have comes from ``DefaultTheme``, so the binary works outside this
    /// repository and a theme folder only holds what it changes.
    /// - Parameters:
    ///   - directory: The user's templates folder; nil for the default theme alone.
    ///   - fileSystem: The run's door to the disk the folder is read through.
    /// - Throws: ``TemplateError`` naming the file, line and column that fails.
    public static func layered(over directory: URL?, fileSystem: FileSystem) throws -> Theme {
        try layered(over: ThemeOverlay(directory: directory, fileSystem: fileSystem))
    }

    /// The theme of templates already read (``ThemeOverlay``): its templates parsed, the
    /// folder's assets and locales laid over the default ones. A build reads its folder once,
    /// for this and for the name check.
    /// - Throws: ``TemplateError`` naming the file, line and column that fails.
    public static func layered(over overlay: ThemeOverlay) throws -> Theme {
        guard let directory = overlay.directory else { return overlay.base }
        var assets = Dictionary(uniqueKeysWithValues: overlay.base.assets.map { ($0.path, $0) })
        for asset in try Theme.load(assetsIn: directory, fileSystem: overlay.fileSystem) {
            assets[asset.path] = asset
        }
        return Theme(templates: try TemplateLibrary(sources: Array(overlay.sources.values)), assets: Array(assets.values),
                     locales: try overlay.base.locales.layered(over: directory, fileSystem: overlay.fileSystem))
    }
}
