import Foundation
import PaperboyModels

/// The Atom and JSON Feed files: one pair for the whole digest (`feeds/atom.xml`,
/// `feeds/feed.json`) and, with ``FeedOptions/perSection``, one per section
/// (`feeds/<id>.atom.xml`, `feeds/<id>.json`).
///
/// A feed covers the newest ``FeedOptions/days`` days with entries, in full: each day's
/// distinct items in digest order, newest day first. ``FeedOptions/maxEntries`` caps it:
/// whole days are kept while they fit (the newest day is cut at the cap when it alone does
/// not), and the feed's subtitle says how many entries the cap left out.
///
/// Entry ids are `urn:paperboy:<day>:<item slug>`: they depend only on the day an item
/// was first shown and its id, so they are stable across builds and base URLs (a feed's
/// own Atom id, `urn:paperboy:site:<path>`, likewise). Links are absolute with a base URL
/// and relative to the feed otherwise.
struct FeedFiles {
    let options: SiteOptions
    /// Every day, newest first.
    let days: [DaySummary]
    let sections: [(id: String, title: String)]
    /// The site's item pages: an entry whose item has one links to it.
    var itemPages: Set<String> = []
    /// The texts of the cap's note.
    var locale: ThemeLocale = .english

    /// One entry of a feed.
    struct Entry {
        let id: String
        let title: String
        let link: String
        let sourceURL: String?
        let summary: String
        /// Sanitised HTML of the full text, with ``FeedOptions/fullContent`` only.
        let contentHTML: String?
        let authors: [String]
        let categories: [String]
        let updated: String
        let section: String
    }

    /// A feed's entries and, when the cap left some out, the note that says so.
    struct Selection {
        var entries: [Entry] = []
        var note: String?
    }

    func files() -> [SiteFile] {
        var files: [SiteFile] = []
        let all = selection(section: nil)
        files.append(AtomFeed(options: options, path: atomPath(section: nil), title: title(section: nil), selection: all,
                              updated: updated(of: all)).file())
        files.append(JSONFeed(options: options, path: "feeds/feed.json", title: options.title, selection: all).file())
        guard options.feeds.perSection else { return files }
        for section in sections {
            let chosen = selection(section: section.id)
            let title = title(section: section.id)
            files.append(AtomFeed(options: options, path: atomPath(section: section.id), title: title, selection: chosen,
                                  updated: updated(of: chosen)).file())
            files.append(JSONFeed(options: options, path: "feeds/\(section.id).json", title: title, selection: chosen).file())
        }
        return files
    }

    /// A feed's `updated`: its newest entry's (RFC 3339 in UTC sorts as text), else the latest
    /// day's start; it changes when a day is added, not on every build.
    func updated(of selection: Selection) -> String {
        selection.entries.lazy.map(\.updated).max()
            ?? RFC3339.string(days.first.map { $0.day.start(in: RFC3339.utc) } ?? Date(timeIntervalSince1970: 0))
    }

    /// The days a feed covers: the newest ``FeedOptions/days`` with entries, newest first.
    var window: [DaySummary] { Array(days.lazy.filter { !$0.entries.isEmpty }.prefix(options.feeds.days)) }

    /// The notes of the feeds the cap cut, by feed path, in path order (for the build's log).
    func capNotes() -> [String] {
        let paths = [(atomPath(section: nil), nil as String?)] + (options.feeds.perSection ? sections.map { (atomPath(section: $0.id), $0.id) } : [])
        return paths.compactMap { path, section in selection(section: section).note.map { "\(path): \($0)" } }
    }

    /// The item's page, when the site has one.
    func itemPage(_ itemID: String) -> String? {
        guard !itemPages.isEmpty else { return nil }
        let path = ItemPagePaths.page(of: itemID)
        return itemPages.contains(path) ? path : nil
    }

    /// A URL for a site path: absolute with a base URL, else relative to `feeds/`.
    func link(_ path: String) -> String { (options.baseURL ?? "../") + path }

    func selection(section: String?) -> Selection {
        let cap = options.feeds.maxEntries
        var chosen = Selection()
        var total = 0
        var keptDays = 0
        for day in window {
            var seen = Set<String>()
            let dayEntries = day.entries.filter { (section == nil || $0.sectionID == section) && seen.insert($0.itemID).inserted }
            total += dayEntries.count
            if chosen.note != nil || dayEntries.isEmpty { continue }
            if chosen.entries.count + dayEntries.count <= cap {
                chosen.entries += dayEntries.map { entry(day, $0) }
                keptDays += 1
            } else {
                if chosen.entries.isEmpty { chosen.entries = dayEntries.prefix(cap).map { entry(day, $0) } }
                chosen.note = ""
            }
        }
        if chosen.note != nil {
            let values = ["shown": locale.grouped(chosen.entries.count), "total": locale.grouped(total),
                          "days": locale.count("feed.cap-days", options.feeds.days), "cap": locale.grouped(cap)]
            chosen.note = locale.text("feed.cap-note", values) + " "
                + (keptDays == 0 ? locale.text("feed.cap-cut") : locale.count("feed.cap-kept", keptDays))
        }
        return budgeted(chosen, total: total, section: section)
    }

    private func entry(_ day: DaySummary, _ entry: DaySummary.Entry) -> Entry {
        let slug = DigestSection.slug(from: entry.itemID)
        let date = entry.date.map(RFC3339.string) ?? RFC3339.string(day.day.start(in: RFC3339.utc))
        var content: String?
        if options.feeds.fullContent {
            content = entry.contentHTML ?? entry.fullText.map(PlainTextHTML.paragraphs)
        }
        return Entry(id: "urn:paperboy:\(day.day.isoText):\(slug.isEmpty ? "0" : slug)", title: entry.title,
                     link: link(itemPage(entry.itemID) ?? SitePaths.day(day.day) + "#" + entry.anchor), sourceURL: entry.url,
                     summary: entry.summary ?? "", contentHTML: content?.isEmpty == true ? nil : content,
                     authors: entry.authors, categories: entry.categories, updated: date, section: entry.sectionTitle)
    }
}
