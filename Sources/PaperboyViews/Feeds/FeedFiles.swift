import Foundation
import PaperboyModels

/// The Atom and JSON Feed files: one pair for the whole digest (`feeds/atom.xml`,
/// `feeds/feed.json`) and one per section (`feeds/<id>.atom.xml`, `feeds/<id>.json`).
///
/// Entry ids are `urn:paperboy:<day>:<item slug>`: they depend only on the day an item
/// was first shown and its id, so they are stable across builds and base URLs (a feed's
/// own Atom id, `urn:paperboy:site:<path>`, likewise). Links are absolute with a base URL
/// and relative to the feed otherwise.
struct FeedFiles {
    let options: SiteOptions
    let days: [DaySummary]
    let sections: [(id: String, title: String)]
    /// The site's item pages: an entry whose item has one links to it.
    var itemPages: Set<String> = []

    /// One entry of a feed.
    struct Entry {
        let id: String
        let title: String
        let link: String
        let sourceURL: String?
        let summary: String
        let authors: [String]
        let categories: [String]
        let updated: String
        let section: String
    }

    func files() -> [SiteFile] {
        var files: [SiteFile] = []
        let all = entries(section: nil)
        files.append(AtomFeed(options: options, path: "feeds/atom.xml", title: options.title, entries: all,
                              updated: updated).file())
        files.append(JSONFeed(options: options, path: "feeds/feed.json", title: options.title, entries: all).file())
        for section in sections {
            let entries = entries(section: section.id)
            let title = options.title + " \u{2014} " + section.title
            files.append(AtomFeed(options: options, path: "feeds/\(section.id).atom.xml", title: title, entries: entries,
                                  updated: updated).file())
            files.append(JSONFeed(options: options, path: "feeds/\(section.id).json", title: title, entries: entries).file())
        }
        return files
    }

    /// The latest day's start: the feed changes when a day is added, not on every build.
    var updated: String { RFC3339.string(days.first.map { $0.day.start(in: RFC3339.utc) } ?? Date(timeIntervalSince1970: 0)) }

    /// The item's page, when the site has one.
    func itemPage(_ itemID: String) -> String? {
        guard !itemPages.isEmpty else { return nil }
        let path = ItemPagePaths.page(of: itemID)
        return itemPages.contains(path) ? path : nil
    }

    /// A URL for a site path: absolute with a base URL, else relative to `feeds/`.
    func link(_ path: String) -> String { (options.baseURL ?? "../") + path }

    private func entries(section: String?) -> [Entry] {
        var out: [Entry] = []
        for day in days {
            var seen = Set<String>()
            for entry in day.entries where section == nil || entry.sectionID == section {
                guard seen.insert(entry.itemID).inserted else { continue }
                let slug = DigestSection.slug(from: entry.itemID)
                let date = entry.date.map(RFC3339.string) ?? RFC3339.string(day.day.start(in: RFC3339.utc))
                out.append(Entry(id: "urn:paperboy:\(day.day.isoText):\(slug.isEmpty ? "0" : slug)", title: entry.title,
                                 link: link(itemPage(entry.itemID) ?? SitePaths.day(day.day) + "#" + entry.anchor),
                                 sourceURL: entry.url,
                                 summary: entry.summary ?? "", authors: entry.authors, categories: entry.categories,
                                 updated: date, section: entry.sectionTitle))
                if out.count >= options.feedLimit { return out }
            }
        }
        return out
    }
}
