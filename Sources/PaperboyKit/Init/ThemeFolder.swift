import Foundation
import PaperboyFileSystem

/// The templates folder of a digest: the config's `templates:` folder, or `templates/`
/// beside a config that names none (the config must then name it for builds to use it).
public struct ThemeFolder: Sendable {
    /// The folder.
    public let url: URL
    /// False when the config names no templates folder: builds ignore this one until
    /// `templates: templates` is added.
    public let isConfigured: Bool
    /// Where the command runs: messages show paths relative to it.
    public let currentDirectory: URL
    /// The door to the disk the config and the folder are read through.
    public let fileSystem: FileSystem

    /// The folder the config names.
    /// - Throws: ``ConfigError`` when the config does not load.
    public init(configFile: URL, currentDirectory: URL, fileSystem: FileSystem) throws {
        let config = try PaperboyConfig.load(from: configFile, currentDirectory: currentDirectory, fileSystem: fileSystem)
        self.init(url: config.templates ?? config.file.deletingLastPathComponent().appendingPathComponent("templates"),
                  isConfigured: config.templates != nil, currentDirectory: currentDirectory, fileSystem: fileSystem)
    }

    /// A folder given directly.
    public init(url: URL, isConfigured: Bool = true, currentDirectory: URL, fileSystem: FileSystem) {
        self.url = url.standardizedFileURL
        self.isConfigured = isConfigured
        self.currentDirectory = currentDirectory
        self.fileSystem = fileSystem
    }

    /// The folder as the user would type it, ending in `/`.
    public var shown: String {
        let text = PathDisplay(currentDirectory: currentDirectory).show(url)
        return text.hasSuffix("/") ? text : text + "/"
    }

    /// The default theme's files and, for each, whether this folder replaces it; then the
    /// folder's template and asset files that replace none (README files left out).
    public func listing() throws -> ThemeListing {
        let present = Set(try relativePaths())
        var entries: [ThemeListing.Entry] = []
        for file in ThemeFile.all {
            let url = url.appendingPathComponent(file.path)
            var state = ThemeListing.State.builtIn
            if present.contains(file.path) {
                state = fileSystem.holds(file.contents, at: url) ? .sameAsBuiltIn : .overridden
            }
            entries.append(ThemeListing.Entry(name: file.name, path: file.path, state: state))
        }
        let theme = Set(ThemeFile.all.map(\.path))
        let added = present.filter { path in
            !theme.contains(path) && (path.hasSuffix(".mustache") || path.hasPrefix("assets/"))
        }
        return ThemeListing(folder: shown, isConfigured: isConfigured, entries: entries, added: added.sorted())
    }

    /// Every regular, non-hidden file under the folder, `/`-separated and relative; none when it does not exist.
    func relativePaths() throws -> [String] {
        guard fileSystem.info(url)?.isFolder == true else { return [] }
        return try fileSystem.list(url).filter { path in !path.split(separator: "/").contains { $0.hasPrefix(".") } }
    }
}
