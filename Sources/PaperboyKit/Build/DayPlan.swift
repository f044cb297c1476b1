import Foundation
import PaperboyModels
import PaperboyStore
import PaperboyViews

/// Per archived day, what `build and render days` must do, from the last build's
/// ``DayManifest``: keep the pages without reading the day (its input key matches),
/// read the day but keep the pages (its digest key matches), or render them.
struct DayPlan: Sendable {
    /// The digest keys of a day's pages (``DayManifest``).
    struct Keys: Sendable {
        var pages: String
        var items: String
    }

    /// Which of a day's item pages are made again.
    enum ItemPagesWork: Equatable {
        /// None: the last site's are kept.
        case keep
        /// Every one.
        case all
        /// Those of these items (their later day changed); the others are kept.
        case only(Set<String>)
    }

    /// What was done with one day.
    struct Outcome: Sendable {
        var paths: [String]
        /// The item pages among ``paths``.
        var itemPaths: [String] = []
        var rendered: Bool
        var summary: DaySummary?
        var keys: Keys
        /// The day file was read (not kept unread or summarised from the cache).
        var read: Bool
        /// The digest of the last day, when it was read: the front page's.
        var front: Digest? = nil
    }

    let days: [DigestDay]
    /// The current site's files (``SiteStaging/present``).
    let present: Set<String>
    let old: DayManifest
    let themeKey: UInt64
    /// Each day's input key (nil for a day with no change stamp).
    let inputKeys: [String?]
    /// Per day, what its item pages show of later days (empty without item pages).
    let itemKeys: [String]
    /// Per day, its items seen again with the later ISO day (``ItemPageDays/seenAgain(firstSeenOn:since:)``).
    let seenAgain: [[String: String]]
    let siteKey: String?
    /// The site-wide pages need every day's summary, so days are read unless those pages are kept.
    let keepSite: Bool
    /// With item pages, each item's days (``ItemPageDays``) and the first day that makes pages; nil without.
    let itemLinks: ItemPageLinks?
    /// Each month's search shard key (``DayManifest/shardKeys(days:stamps:configKey:themeKey:)``).
    let shardKeys: [String: String]
    /// The months whose search shard the current site holds for the same days: kept when the site-wide pages are made.
    let keptShards: Set<String>

    init(archive: Archive, site: SiteStaging, config: PaperboyConfig, renderer: SiteRenderer, digestDay: DigestDay) {
        let days = archive.days
        self.days = days
        let present = site.present
        self.present = present
        old = DayManifest.load(from: site.output, fileSystem: archive.fileSystem)
        themeKey = DayManifest.themeKey(renderer.theme, options: renderer.options)
        // The library files rank the items, so a changed library renders every day again.
        let configKey = DayManifest.configKey(config.file, library: config.libraryStamps(fileSystem: archive.fileSystem), fileSystem: archive.fileSystem)
        let themeKey = themeKey
        let items = config.itemPages.enabled ? ItemPageDays(index: archive.index) : ItemPageDays()
        let window = config.itemPages.days
        let since = window > 0 && days.count > window ? days[days.count - window] : nil
        itemLinks = config.itemPages.enabled ? ItemPageLinks(days: items.days, since: since) : nil
        let stamps = days.map { archive.changeStamp(of: $0) }
        inputKeys = days.indices.map { i in
            DayManifest.inputKey(stamp: stamps[i], previous: i > 0 ? days[i - 1] : nil,
                                 next: i + 1 < days.count ? days[i + 1] : nil, configKey: configKey, themeKey: themeKey)
                .map { $0 + items.key(of: days[i], since: since) }
        }
        itemKeys = days.map { items.key(of: $0, since: since) }
        seenAgain = days.map { items.seenAgain(firstSeenOn: $0, since: since) }
        siteKey = DayManifest.siteKey(days: days, inputKeys: inputKeys, digestDay: digestDay)
        let old = old
        shardKeys = DayManifest.shardKeys(days: days, stamps: stamps, configKey: configKey, themeKey: themeKey)
        keptShards = Set(shardKeys.filter { month, key in old.shards[month] == key && present.contains(SitePaths.searchShard(month)) }.keys)
        keepSite = siteKey != nil && old.site == siteKey && !old.sitePaths.isEmpty && old.sitePaths.allSatisfy(present.contains)
    }

    /// The day at index `i`, nil outside the archive.
    func day(_ i: Int) -> DigestDay? { days.indices.contains(i) ? days[i] : nil }

    /// The day's pages: `YYYY/MM/DD/index.html`, `compact.html` and `index.md`, and the item pages the last build made with them.
    func paths(_ i: Int) -> [String] { SitePaths.dayPages(days[i]) + oldItemPaths(i) }

    /// The item pages the last build made with the day at `i`.
    func oldItemPaths(_ i: Int) -> [String] { old.itemPaths[days[i].isoText] ?? [] }

    /// The day's pages made from these very inputs, kept without reading the day: when its
    /// summary is not needed (the site-wide pages are kept) or is in the cache.
    func keptPages(_ i: Int, cache: SummaryCache) -> Outcome? {
        let iso = days[i].isoText
        let paths = paths(i)
        guard let input = inputKeys[i], old.inputs[iso] == input, let key = old.keys[iso], exist(paths) else { return nil }
        let keys = Keys(pages: key, items: old.itemKeys[iso] ?? "")
        if keepSite { return Outcome(paths: paths, itemPaths: oldItemPaths(i), rendered: false, summary: nil, keys: keys, read: false) }
        // A day of a month whose search shard is kept needs no search words.
        let words = !keptShards.contains(String(iso.prefix(7)))
        guard let summary = cache.summary(of: days[i], input: input, searchBodies: words) else { return nil }
        return Outcome(paths: paths, itemPaths: oldItemPaths(i), rendered: false, summary: summary, keys: keys, read: false)
    }

    /// The digest keys of the day at `i`: its day pages show its neighbours and whether it
    /// makes item pages; its item pages (when it makes them) show neither.
    func keys(_ digest: Digest, at i: Int) -> Keys {
        Keys(pages: DayManifest.key(digest, previous: day(i - 1), next: day(i + 1), themeKey: themeKey) + (itemKeys[i].isEmpty ? "" : "-items"),
             items: itemKeys[i].isEmpty ? "" : DayManifest.key(digest, previous: nil, next: nil, themeKey: themeKey))
    }

    /// True when the last site's day pages of the day at `i` show this very digest.
    func pagesMatch(_ keys: Keys, at i: Int) -> Bool {
        old.keys[days[i].isoText] == keys.pages && exist(SitePaths.dayPages(days[i]))
    }

    /// Which item pages of the day at `i` must be made: all when its digest changed or a page
    /// is missing, else those of the items whose later day changed.
    func itemPagesWork(_ keys: Keys, at i: Int) -> ItemPagesWork {
        let iso = days[i].isoText
        guard (old.itemKeys[iso] ?? "") == keys.items, exist(oldItemPaths(i)) else { return .all }
        let now = seenAgain[i], before = old.seenAgain[iso] ?? [:]
        if now == before { return .keep }
        return .only(Set(now.keys.filter { now[$0] != before[$0] } + before.keys.filter { now[$0] == nil }))
    }

    /// The manifest for the next build, given each day's digest key.
    func manifest(keys: [Keys], itemPaths: [[String]]) -> DayManifest {
        var manifest = DayManifest()
        for (i, day) in days.enumerated() {
            manifest.keys[day.isoText] = keys[i].pages
            if !keys[i].items.isEmpty { manifest.itemKeys[day.isoText] = keys[i].items }
            if !seenAgain[i].isEmpty { manifest.seenAgain[day.isoText] = seenAgain[i] }
            manifest.inputs[day.isoText] = inputKeys[i]
            if !itemPaths[i].isEmpty { manifest.itemPaths[day.isoText] = itemPaths[i] }
        }
        manifest.site = siteKey
        manifest.shards = shardKeys
        manifest.sitePaths = keepSite ? old.sitePaths : []
        return manifest
    }

    private func exist(_ paths: [String]) -> Bool {
        paths.allSatisfy(present.contains)
    }
}
