import Foundation
import PaperboyModels

/// The search index `assets/search.js` loads with `<script src>` (so it works from
/// `file://`, where a browser refuses to fetch a file): `search/index.js`, the manifest
/// (the years, newest first, with their item counts; the query folding table; the
/// stopwords), and one shard per year (``SearchShard``), which the script loads newest
/// first and older ones on demand. Each item is indexed once (``SearchDocument``).
///
/// A year's shard depends on that year's days only, so a daily run rewrites the current
/// year's shard and the manifest; the site writer leaves the other, unchanged, files alone.
enum SearchIndex {
    static let manifestPath = "search/index.js"

    /// The manifest and the shards of `documents` (``SearchDocument/all(days:)``).
    static func files(documents: [SearchDocument]) -> [SiteFile] {
        var years: [(year: Int, documents: [SearchDocument])] = []
        for document in documents {
            if years.last?.year == document.day.year {
                years[years.count - 1].documents.append(document)
            } else {
                years.append((document.day.year, [document]))
            }
        }
        let shards = years.map { SearchShard.file(year: $0.year, documents: $0.documents) }
        let list = years.map { "{\"year\":\($0.year),\"items\":\($0.documents.count),\"file\":\(EscapeTable.json.quoted(String(SearchShard.path(year: $0.year).dropFirst("search/".count))))}" }
        let manifest = "paperboySearch({\"manifest\":true,\"years\":[" + list.joined(separator: ",") + "],\n\"stopwords\":["
            + SearchTerms.stopwords.map { EscapeTable.json.quoted($0) }.joined(separator: ",") + "],\n\"fold\":{" + SearchFoldTable.json + "}});\n"
        return [SiteFile(path: manifestPath, text: manifest)] + shards
    }
}
