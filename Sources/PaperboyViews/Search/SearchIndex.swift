import Foundation
import PaperboyModels

/// `search.json`: what `assets/search.js` searches, one record per entry, newest first;
/// and the same records as `search-index.js` (`window.paperboySearchIndex = […];`),
/// which the script loads instead when the site is opened from `file://`, where a
/// browser refuses to fetch a file but still runs a script. A record: `t` the title,
/// `p` the day page and anchor (relative to the site root), `d` the day, `s` the section
/// title, `k` the authors (twenty at most) and categories, for matching.
enum SearchIndex {
    static let scriptPrefix = "window.paperboySearchIndex = "
    static let scriptSuffix = ";\n"

    static func files(days: [DaySummary]) -> [SiteFile] {
        // Written by hand: JSONEncoder took half a second for a year of records. The bytes are
        // what JSONEncoder writes with sorted keys and unescaped slashes. Both files are one
        // buffer: search.json is the script's middle, so a year of records is held once.
        let count = days.reduce(0) { $0 + $1.entries.count }
        var script = Data(capacity: count * 300 + 64)
        script.append(contentsOf: scriptPrefix.utf8)
        let start = script.count
        var record: [UInt8] = []
        record.reserveCapacity(1_024)
        record.append(0x5B) // [
        for day in days {
            let dayText = EscapeTable.json.quoted(day.day.isoText)
            let page = SitePaths.day(day.day) + "#"
            for entry in day.entries {
                let keywords = entry.keywords(authorLimit: 20)
                if record.count > 1 || script.count > start { record.append(0x2C) } // ,
                append("{\"d\":", dayText, ",\"k\":", EscapeTable.json.quoted(keywords), ",\"p\":", EscapeTable.json.quoted(page + entry.anchor),
                       ",\"s\":", EscapeTable.json.quoted(entry.sectionTitle), ",\"t\":", EscapeTable.json.quoted(entry.title), "}", to: &record)
                script.append(contentsOf: record)
                record.removeAll(keepingCapacity: true)
            }
        }
        record.append(0x5D) // ]
        script.append(contentsOf: record)
        let end = script.count
        script.append(contentsOf: scriptSuffix.utf8)
        return [SiteFile(path: "search.json", contents: script[start..<end]), SiteFile(path: "search-index.js", contents: script)]
    }

    private static func append(_ parts: String..., to out: inout [UInt8]) {
        for part in parts { out.append(contentsOf: part.utf8) }
    }
}
