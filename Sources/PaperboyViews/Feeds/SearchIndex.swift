import Foundation
import PaperboyModels

/// `search.json`: what `assets/search.js` searches, one record per entry, newest first;
/// and the same records as `search-index.js` (`window.paperboySearchIndex = […];`),
/// which the script loads instead when the site is opened from `file://`, where a
/// browser refuses to fetch a file but still runs a script. A record: `t` the title,
/// `p` the day page and anchor (relative to the site root), `d` the day, `s` the section
/// title, `k` the authors (twenty at most) and categories, for matching.
enum SearchIndex {
    static func files(days: [DaySummary]) -> [SiteFile] {
        // Written by hand: JSONEncoder took half a second for a year of records. The bytes are
        // what JSONEncoder writes with sorted keys and unescaped slashes.
        var json = "["
        json.reserveCapacity(days.reduce(0) { $0 + $1.entries.count } * 256)
        var first = true
        for day in days {
            let dayText = EscapeTable.json.quoted(day.day.isoText)
            let page = SitePaths.day(day.day) + "#"
            for entry in day.entries {
                let keywords = (entry.authors.prefix(20) + entry.categories).joined(separator: " ")
                json += first ? "{" : ",{"
                first = false
                json += "\"d\":" + dayText + ",\"k\":" + EscapeTable.json.quoted(keywords) + ",\"p\":" + EscapeTable.json.quoted(page + entry.anchor)
                    + ",\"s\":" + EscapeTable.json.quoted(entry.sectionTitle) + ",\"t\":" + EscapeTable.json.quoted(entry.title) + "}"
            }
        }
        json += "]"
        let data = Data(json.utf8)
        let script = Data("window.paperboySearchIndex = ".utf8) + data + Data(";\n".utf8)
        return [SiteFile(path: "search.json", contents: data), SiteFile(path: "search-index.js", contents: script)]
    }
}
