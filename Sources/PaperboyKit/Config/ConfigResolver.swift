import Foundation
import PaperboyControllers
import PaperboyFileSystem
import PaperboyModels
import PaperboyServices

/// Turns a decoded ``ConfigFile`` into a ``PaperboyConfig``: applies defaults,
/// resolves paths against the config's folder and checks every value, throwing
/// a ``ConfigIssue`` at the offending key.
struct ConfigResolver {
    /// The config file (its folder anchors relative paths).
    let file: URL
    /// Where the command runs: the second place to look for a `Templates` folder
    /// (with none, and no `templates:`, the default theme compiled into the binary is used).
    let currentDirectory: URL
    /// What the run will do with the config, which adds checks (``checkUse(_:)``).
    var use = ConfigUse.reading
    /// The run's door to the disk: what the config names is looked for through it.
    let fileSystem: FileSystem

    static let defaultTitle = "Paperboy"
    static let defaultOutput = "site"
    static let defaultData = "data"
    static let templatesFolderName = "Templates"

    func resolve(_ raw: ConfigFile) throws -> PaperboyConfig {
        let folder = file.deletingLastPathComponent()
        let title = try nonEmpty(raw.title, at: ConfigPath().appending("title")) ?? Self.defaultTitle
        let timeZone = try resolveTimeZone(raw.timeZone)
        let baseURL = try resolveBaseURL(raw.baseURL)
        let templates = try resolveTemplates(raw.templates, folder: folder)
        let outputText = try nonEmpty(raw.output, at: ConfigPath().appending("output")) ?? Self.defaultOutput
        let output = URL(fileURLWithPath: outputText, relativeTo: folder).standardizedFileURL
        let dataText = try nonEmpty(raw.data, at: ConfigPath().appending("data")) ?? Self.defaultData
        let data = URL(fileURLWithPath: dataText, relativeTo: folder).standardizedFileURL
        let sources = try resolveSources(raw.sources, folder: folder)
        let library = try resolveLibrary(raw.library, folder: folder)
        let highlights = try resolveHighlights(raw.highlights)
        let cache = try resolveCache(raw.cache, folder: folder)
        let fetch = try resolveFetch(raw.fetch)
        let language = try resolveLanguage(raw.language, templates: templates)
        let sections = try resolveSections(raw.sections, sourceNames: sources.map(\.name), hasLibrary: library != nil,
                                           titles: DefaultSectionTitles(language: language, templates: templates, fileSystem: fileSystem))
        let itemPages = try resolveItemPages(raw.itemPages)
        var config = PaperboyConfig(file: file, title: title, timeZone: timeZone, baseURL: baseURL, templates: templates,
                                output: output, data: data, sources: sources, sections: sections, highlights: highlights,
                                cache: cache, fetch: fetch, library: library, language: language,
                                itemPages: itemPages)
        config.feeds = try resolveFeeds(raw.feeds)
        config.email = try resolveEmail(raw.email, folder: folder, output: output)
        config.summaries = try resolveSummaries(raw.summaries)
        try checkUse(config)
        return config
    }

    private func resolveTimeZone(_ text: String?) throws -> TimeZone {
        guard let text else { return TimeZone(identifier: "UTC")! }
        guard let zone = TimeZone(identifier: text) else {
            throw ConfigIssue(ConfigPath().appending("time_zone"), "unknown time zone \"\(text)\" (use an IANA name like UTC or Europe/Berlin)")
        }
        return zone
    }

    private func resolveBaseURL(_ text: String?) throws -> URL? {
        try text.map { try httpURL($0, at: ConfigPath(), key: "base_url") }
    }

    /// `text` as an absolute http(s) URL, the value of `key` under `path`.
    func httpURL(_ text: String, at path: ConfigPath, key: String) throws -> URL {
        let lower = text.lowercased()
        guard lower.hasPrefix("https://") || lower.hasPrefix("http://"), let url = URL(string: text), url.host != nil else {
            throw ConfigIssue(path.appending(key), "\(key) must be an absolute http(s) URL, got \"\(text)\"")
        }
        return url
    }

    private func resolveTemplates(_ text: String?, folder: URL) throws -> URL? {
        if let text {
            let url = URL(fileURLWithPath: text, relativeTo: folder).standardizedFileURL
            guard isDirectory(url) else {
                throw ConfigIssue(ConfigPath().appending("templates"), "no templates folder at \(url.path) (the path is relative to the config file)")
            }
            return url
        }
        for start in [folder, currentDirectory] {
            var dir = start.standardizedFileURL
            while true {
                let candidate = dir.appendingPathComponent(Self.templatesFolderName)
                if isDirectory(candidate) { return candidate }
                let parent = dir.deletingLastPathComponent()
                if parent.path == dir.path { break }
                dir = parent
            }
        }
        // No folder: the theme compiled into the binary alone.
        return nil
    }

    func nonEmpty(_ text: String?, at path: ConfigPath) throws -> String? {
        guard let text else { return nil }
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { throw ConfigIssue(path, "must not be empty") }
        return text
    }

    /// True for an existing folder.
    func isDirectory(_ url: URL) -> Bool { fileSystem.info(url)?.isFolder == true }
}
