import Foundation
import PaperboyFileSystem
import PaperboyModels
import PaperboyStore
import PaperboyViews

/// What the current site was rendered from, kept beside it in `.<site>.paperboy-state/`
/// (not in it: the site holds only what it publishes, byte for byte the same wherever it
/// is built), so that a build renders only what changed and reads only the days it must.
///
/// Two keys per day. The *input key* hashes what the day's pages are made of before
/// anything is read: the archive's change stamp for the day file (revision, size,
/// modification time), the config file's bytes, the templates, assets and site options,
/// the running binary, and the previous and next days. The *digest key* hashes every
/// shown field of the day's digest with the templates and options, once for its day pages and
/// once for its item pages (which do not show the neighbours, but each shows the later day
/// of its item, kept beside the key). A day whose input key matches is not even read; a day
/// whose digest keys match is read but not rendered, and only the pages that changed are.
/// The site-wide pages (front page, archive, sections, categories, feeds, search) are
/// kept when the *site key* (every day's input key and the digest day) matches, since they
/// are made of nothing else; otherwise every day is read for them, but a month's search
/// shard whose *shard key* (``shardKeys(days:stamps:configKey:themeKey:)``) matches is kept.
struct DayManifest: Sendable, Codable {
    static let currentFormat = 5

    var format = Self.currentFormat
    /// Input keys by ISO day (days with a change stamp only).
    var inputs: [String: String] = [:]
    /// Digest keys of the day pages by ISO day.
    var keys: [String: String] = [:]
    /// Digest keys of the item pages each day makes, by ISO day (without the neighbours).
    var itemKeys: [String: String] = [:]
    /// What those item pages show of later days, by ISO day: each item seen again with the
    /// ISO day it was seen again on (``ItemPageDays``), so only the pages whose later day
    /// changed are made again.
    var seenAgain: [String: [String: String]] = [:]
    /// The site key of the site-wide pages, nil when they must be rendered.
    var site: String?
    /// The site-wide files the site key stands for.
    var sitePaths: [String] = []
    /// The item pages each day made (`item_pages:`), by ISO day.
    var itemPaths: [String: [String]] = [:]
    /// The shard keys of the search shards, by month (`2024-11`).
    var shards: [String: String] = [:]

    /// The folder beside the site at `output` that holds what the next build needs:
    /// `.<site>.paperboy-state/` with this manifest and the ``SummaryCache``.
    static func stateFolder(for output: URL) -> URL {
        output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).paperboy-state")
    }

    /// Where the manifest of the site at `output` is kept.
    static func url(for output: URL) -> URL {
        stateFolder(for: output).appendingPathComponent("manifest.json")
    }

    /// The manifest of the site at `output`; empty when there is none, it is unreadable or
    /// from another format (the whole site is then rendered once).
    static func load(from output: URL, fileSystem: FileSystem) -> DayManifest {
        guard let data = try? fileSystem.read(url(for: output)),
              let manifest = try? JSONDecoder().decode(DayManifest.self, from: data),
              manifest.format == currentFormat else { return DayManifest() }
        return manifest
    }

    /// Forgets the manifest of the site at `output`: done before the site is replaced, so
    /// that a run that stops between the two leaves no manifest rather than a wrong one.
    static func remove(for output: URL, fileSystem: FileSystem) {
        try? fileSystem.remove(url(for: output))
    }

    /// Keeps the manifest beside the site at `output`, without a flush of its own. Best effort:
    /// without it the next run renders everything.
    func save(for output: URL, fileSystem: FileSystem) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(self) else { return }
        try? fileSystem.replace(Self.url(for: output), with: data)
    }

    /// The part of every digest key that is the same for all days: templates, assets, the
    /// language and its locale's texts, site options (the rating links' repository among them; none
    /// adds nothing, so a site without them keeps its keys) and the running binary.
    static func themeKey(_ theme: Theme, options: SiteOptions) -> UInt64 {
        var hash = FNV1a()
        for name in theme.templates.names { hash.add(name); hash.add(theme.templates.sources[name]?.text ?? "") }
        for asset in theme.assets { hash.add(asset.path); hash.add(asset.contents) }
        hash.add(options.title)
        hash.add(options.baseURL ?? "-")
        hash.add(options.aboutMarkdown ?? "-")
        for (id, intro) in options.sectionIntros.sorted(by: { $0.key < $1.key }) { hash.add(id); hash.add(intro) }
        for id in options.compactSections.sorted() { hash.add(id) }
        hash.add("\(options.feeds.days) \(options.feeds.maxEntries) \(options.feeds.fullContent) \(options.feeds.perSection) \(options.feeds.maxBytes)")
        hash.add(options.language)
        hash.add(theme.locales.locale(for: options.language)?.sourceText ?? "-")
        if options.itemPages { hash.add("item pages") }
        if let links = options.ratingLinks { hash.add("rating links"); hash.add(links.repository); hash.add(links.branch); hash.add(links.folder) }
        hash.add(BinaryStamp.current ?? "unknown binary")
        return hash.value
    }

    /// One day's digest key.
    static func key(_ digest: Digest, previous: DigestDay?, next: DigestDay?, themeKey: UInt64) -> String {
        var hash = FNV1a()
        hash.add(String(themeKey))
        hash.add(previous?.isoText ?? "-")
        hash.add(next?.isoText ?? "-")
        hash.add(digest)
        return String(hash.value, radix: 16)
    }

    /// One day's input key; nil without a change stamp or a readable config file.
    static func inputKey(stamp: String?, previous: DigestDay?, next: DigestDay?, configKey: UInt64?, themeKey: UInt64) -> String? {
        guard let stamp, let configKey else { return nil }
        var hash = FNV1a()
        hash.add(String(themeKey)); hash.add(String(configKey)); hash.add(stamp)
        hash.add(previous?.isoText ?? "-")
        hash.add(next?.isoText ?? "-")
        return String(hash.value, radix: 16)
    }

    /// The site key: every day with its input key, in order, and the digest day; nil when a day has no input key.
    static func siteKey(days: [DigestDay], inputKeys: [String?], digestDay: DigestDay) -> String? {
        guard !days.isEmpty, inputKeys.allSatisfy({ $0 != nil }) else { return nil }
        var hash = FNV1a()
        hash.add(digestDay.isoText)
        for (day, key) in zip(days, inputKeys) { hash.add(day.isoText); hash.add(key!) }
        return String(hash.value, radix: 16)
    }

    /// The config file's bytes as a key; nil when it cannot be read.
    static func configKey(_ file: URL, library: String, fileSystem: FileSystem) -> UInt64? {
        guard let data = try? fileSystem.read(file) else { return nil }
        var hash = FNV1a()
        hash.add(data)
        hash.add(library)
        return hash.value
    }
}
