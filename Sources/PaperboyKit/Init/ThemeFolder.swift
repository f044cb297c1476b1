import Foundation

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

    /// The folder the config names.
    /// - Throws: ``ConfigError`` when the config does not load.
    public init(configFile: URL, currentDirectory: URL) throws {
        let config = try PaperboyConfig.load(from: configFile, currentDirectory: currentDirectory)
        self.init(url: config.templates ?? config.file.deletingLastPathComponent().appendingPathComponent("templates"),
                  isConfigured: config.templates != nil, currentDirectory: currentDirectory)
    }

    /// A folder given directly.
    public init(url: URL, isConfigured: Bool = true, currentDirectory: URL) {
        self.url = url.standardizedFileURL
        self.isConfigured = isConfigured
        self.currentDirectory = currentDirectory
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
                state = (try? Data(contentsOf: url)) == file.contents ? .sameAsBuiltIn : .overridden
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
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        guard let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey],
                                                              options: [.skipsHiddenFiles]) else { return [] }
        let base = url.resolvingSymlinksInPath().path
        var paths: [String] = []
        for case let file as URL in enumerator where (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            let path = file.resolvingSymlinksInPath().path
            if path.hasPrefix(base + "/") { paths.append(String(path.dropFirst(base.count + 1))) }
        }
        return paths.sorted()
    }
}
