import Foundation
import PaperboyModels

/// The search index `assets/search.js` loads with `<script src>` (so it works from
/// `file://`, where a browser refuses to fetch a file): `search/index.js`, the manifest
/// (the months, newest first, with their item counts; the query folding table; the
/// stopwords), and one shard per month (``SearchShard``), which the script loads newest
/// first and older ones on demand. Each item is indexed once (``SearchDocument``).
///
/// Shards are by month, not by year: a year of the benchmark archive (45,041 items,
/// every word indexed) is 9.7 MB of index, too much to load before a first result and
/// to hold while it is built; a month is under a megabyte. A month's shard depends on that month's days
/// and earlier ones only, so a daily run makes the current month's shard and the manifest and
/// keeps the others (`kept`).
enum SearchIndex {
    static let manifestPath = "search/index.js"

    /// The manifest and the shards of `documents` (``SearchDocument/all(days:)``); each
    /// shard is given to `stage` as soon as it is made, when there is one, instead.
    /// The months in `kept` (`2024-11`) are not made: their shards are the site's
    /// (``SiteFile/kept(_:)``), which the caller knows to be of these very documents.
    static func files(documents: [SearchDocument], kept: Set<String> = [],
                      stage: ((SiteFile) throws -> Void)? = nil) throws -> [SiteFile] {
        // Each month's documents as a slice of `documents` (newest first, so a month is one run).
        var months: [(month: String, documents: ArraySlice<SearchDocument>)] = []
        var start = documents.startIndex
        while start < documents.endIndex {
            let month = String(documents[start].day.isoText.prefix(7))
            var end = start + 1
            while end < documents.endIndex, documents[end].day.year == documents[start].day.year,
                  documents[end].day.month == documents[start].day.month { end += 1 }
            months.append((month, documents[start..<end]))
            start = end
        }
        var shards: [SiteFile] = []
        for month in months {
            let shard = kept.contains(month.month) ? SiteFile.kept(SearchShard.path(period: month.month))
                : SearchShard.file(period: month.month, documents: month.documents)
            if let stage { try stage(shard) } else { shards.append(shard) }
        }
        let list = months.map { "{\"period\":\(EscapeTable.json.quoted($0.month)),\"items\":\($0.documents.count),\"file\":\(EscapeTable.json.quoted($0.month + ".js"))}" }
        let manifest = "paperboySearch({\"manifest\":true,\"shards\":[" + list.joined(separator: ",") + "],\n\"stopwords\":["
            + SearchTerms.stopwords.map { EscapeTable.json.quoted($0) }.joined(separator: ",") + "],\n\"fold\":{" + SearchFoldTable.json + "}});\n"
        return [SiteFile(path: manifestPath, text: manifest)] + shards
    }
}
