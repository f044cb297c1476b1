import Foundation
import PaperboyModels
import PaperboyServices

extension OPMLExport {
    /// What a source becomes; `text` and `title` are the source's name.
    ///
    /// - a feed with `url:`: `type="rss"` with that `xmlUrl` (and, for GitHub `releases.atom`,
    ///   the releases page as `htmlUrl`);
    /// - `kind: arxiv`: `type="rss"` with the listing feed `rss.arxiv.org/rss/<cats>` (and the
    ///   listing page as `htmlUrl` for one category); announce types are not carried;
    /// - `kind: arxiv_query`: `type="rss"` with the API query (an Atom feed) for `max_results` papers;
    /// - `kind: github_search` (JSON, not a feed): `type="link"` with the search on github.com as `url`,
///   its `{{day-N}}` placeholders counted from ``searchDay``;
    /// - a feed read from a file (`path:`): `type="link"` with the path relative to the config file as `url`.
    ///
    /// Outlines without `xmlUrl` are not subscribed to by readers, and `init --from-opml` leaves them out.
    public func outline(for source: SourceConfig) -> OPMLOutline {
        var outline = OPMLOutline(text: source.name, title: source.name, type: "rss")
        switch source.kind {
        case .feed:
            if let url = source.url {
                outline.xmlURL = url.absoluteString
                outline.htmlURL = Self.releasesPage(url)
            } else {
                outline.type = "link"
                outline.url = source.file.map(relativePath)
            }
        case .arxiv:
            let listing = ArxivListingSource(name: source.name, categories: source.categories, rssBase: config.fetch.arxivRSS)
            outline.xmlURL = listing.listingURL.absoluteString
            if source.categories.count == 1 { outline.htmlURL = "https://arxiv.org/list/\(source.categories[0])/new" }
        case .arxivQuery:
            let max = source.maxResults ?? 100
            let search = ArxivQuerySource(name: source.name, query: source.query ?? "", maxResults: max, apiBase: config.fetch.arxivAPI)
            outline.xmlURL = search.pageURL(start: 0, count: max).absoluteString
        case .githubSearch:
            outline.type = "link"
            // A loaded config's placeholders all resolve; the query as written is the fallback all the same.
            let written = source.query ?? ""
            let query = searchDay.flatMap { try? QueryTemplate.resolve(written, day: $0) } ?? written
            var address = "https://github.com/search?q=\(EscapeTable.urlComponent(query))&type=repositories"
            if let sort = source.sort { address += "&s=\(EscapeTable.urlComponent(sort))" }
            if let order = source.order { address += "&o=\(EscapeTable.urlComponent(order))" }
            outline.url = address
        }
        return outline
    }

    /// `https://github.com/o/r/releases` for `https://github.com/o/r/releases.atom`, else nil.
    static func releasesPage(_ url: URL) -> String? {
        let parts = url.path.split(separator: "/")
        guard url.host?.lowercased() == "github.com", parts.count == 3, parts[2] == "releases.atom" else { return nil }
        return "https://github.com/\(parts[0])/\(parts[1])/releases"
    }

    private func relativePath(_ file: URL) -> String {
        let folder = config.file.deletingLastPathComponent().standardizedFileURL.path
        let path = file.standardizedFileURL.path
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
