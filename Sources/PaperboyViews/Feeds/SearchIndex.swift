import Foundation

/// `search.json`: what `assets/search.js` searches, one record per entry, newest first;
/// and the same records as `search-index.js` (`window.paperboySearchIndex = […];`),
/// which the script loads instead when the site is opened from `file://`, where a
/// browser refuses to fetch a file but still runs a script.
enum SearchIndex {
    struct Record: Encodable {
        /// Title.
        let t: String
        /// The day page and anchor, relative to the site root.
        let p: String
        /// Day.
        let d: String
        /// Section title.
        let s: String
        /// Authors and categories, for matching.
        let k: String
    }

    static func files(days: [DaySummary]) -> [SiteFile] {
        var records: [Record] = []
        for day in days {
            for entry in day.entries {
                records.append(Record(t: entry.title, p: SitePaths.day(day.day) + "#" + entry.anchor, d: day.day.isoText,
                                      s: entry.sectionTitle, k: (entry.authors.prefix(20) + entry.categories).joined(separator: " ")))
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(records)) ?? Data("[]".utf8)
        let script = Data("window.paperboySearchIndex = ".utf8) + data + Data(";\n".utf8)
        return [SiteFile(path: "search.json", contents: data), SiteFile(path: "search-index.js", contents: script)]
    }
}
