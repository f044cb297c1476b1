import PaperboyModels
/// An Atom 1.0 document (RFC 4287), written with ``EscapeTable/xml`` escaping.
///
/// Ids are URNs that never depend on the base URL: the feed's is `urn:paperboy:site:<path>`
/// (`urn:paperboy:site:feeds/atom.xml`), an entry's `urn:paperboy:<day>:<item slug>`. With a
/// base URL the `alternate`, `self` and entry links are absolute under it; without one the
/// links are relative to `feeds/` and there is no `self` link. A cap's note is the `<subtitle>`;
/// full content is `<content type="html">` beside the `<summary>`. `xml:lang` is the site's language.
struct AtomFeed {
    let options: SiteOptions
    let path: String
    let title: String
    let selection: FeedFiles.Selection
    let updated: String

    func file() -> SiteFile {
        let home = options.baseURL ?? "../index.html"
        // A stable URN, like the entries' ids: the same feed keeps its id whatever the base URL
        // (or none), so moving the site or adding `--base-url` does not make it a new feed.
        let feedID = "urn:paperboy:site:" + path
        var x = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<feed xmlns=\"http://www.w3.org/2005/Atom\" xml:lang=\"\(EscapeTable.xml(options.language))\">\n"
        x += "<title>\(EscapeTable.xml(title))</title>\n<id>\(EscapeTable.xml(feedID))</id>\n<updated>\(updated)</updated>\n"
        if let note = selection.note { x += "<subtitle type=\"text\">\(EscapeTable.xml(note))</subtitle>\n" }
        x += "<link rel=\"alternate\" type=\"text/html\" href=\"\(EscapeTable.xml(home))\"/>\n"
        if let base = options.baseURL {
            x += "<link rel=\"self\" type=\"application/atom+xml\" href=\"\(EscapeTable.xml(base + path))\"/>\n"
        }
        x += "<author><name>\(EscapeTable.xml(options.title))</name></author>\n<generator>Paperboy</generator>\n"
        for entry in selection.entries { x += Self.entry(entry) }
        x += "</feed>\n"
        return SiteFile(path: path, text: x)
    }

    /// One `<entry>` element: what the byte budget measures per entry.
    static func entry(_ entry: FeedFiles.Entry) -> String {
        var x = "<entry>\n<title type=\"text\">\(EscapeTable.xml(entry.title))</title>\n<id>\(EscapeTable.xml(entry.id))</id>\n"
        x += "<updated>\(entry.updated)</updated>\n"
        x += "<link rel=\"alternate\" type=\"text/html\" href=\"\(EscapeTable.xml(entry.link))\"/>\n"
        if let source = entry.sourceURL {
            x += "<link rel=\"related\" href=\"\(EscapeTable.xml(source))\"/>\n"
        }
        for author in entry.authors where !author.isEmpty {
            x += "<author><name>\(EscapeTable.xml(author))</name></author>\n"
        }
        x += "<category term=\"\(EscapeTable.xml(entry.section))\"/>\n"
        for category in entry.categories where !category.isEmpty {
            x += "<category term=\"\(EscapeTable.xml(category))\"/>\n"
        }
        if !entry.summary.isEmpty {
            x += "<summary type=\"text\">\(EscapeTable.xml(entry.summary))</summary>\n"
        }
        if let content = entry.contentHTML {
            x += "<content type=\"html\">\(EscapeTable.xml(content))</content>\n"
        }
        x += "</entry>\n"
        return x
    }
}
