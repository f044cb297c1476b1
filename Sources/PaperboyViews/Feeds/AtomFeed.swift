/// An Atom 1.0 document (RFC 4287), written with ``XMLText`` escaping.
struct AtomFeed {
    let options: SiteOptions
    let path: String
    let title: String
    let entries: [FeedFiles.Entry]
    let updated: String

    func file() -> SiteFile {
        let home = options.baseURL ?? "../index.html"
        let feedID = (options.baseURL ?? "urn:paperboy:site:") + path
        var x = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<feed xmlns=\"http://www.w3.org/2005/Atom\">\n"
        x += "<title>\(XMLText.escape(title))</title>\n<id>\(XMLText.escape(feedID))</id>\n<updated>\(updated)</updated>\n"
        x += "<link rel=\"alternate\" type=\"text/html\" href=\"\(XMLText.escape(home))\"/>\n"
        if let base = options.baseURL {
            x += "<link rel=\"self\" type=\"application/atom+xml\" href=\"\(XMLText.escape(base + path))\"/>\n"
        }
        x += "<author><name>\(XMLText.escape(options.title))</name></author>\n<generator>Paperboy</generator>\n"
        for entry in entries {
            x += "<entry>\n<title type=\"text\">\(XMLText.escape(entry.title))</title>\n<id>\(XMLText.escape(entry.id))</id>\n"
            x += "<updated>\(entry.updated)</updated>\n"
            x += "<link rel=\"alternate\" type=\"text/html\" href=\"\(XMLText.escape(entry.link))\"/>\n"
            if let source = entry.sourceURL {
                x += "<link rel=\"related\" href=\"\(XMLText.escape(source))\"/>\n"
            }
            for author in entry.authors where !author.isEmpty {
                x += "<author><name>\(XMLText.escape(author))</name></author>\n"
            }
            x += "<category term=\"\(XMLText.escape(entry.section))\"/>\n"
            for category in entry.categories where !category.isEmpty {
                x += "<category term=\"\(XMLText.escape(category))\"/>\n"
            }
            if !entry.summary.isEmpty {
                x += "<summary type=\"text\">\(XMLText.escape(entry.summary))</summary>\n"
            }
            x += "</entry>\n"
        }
        x += "</feed>\n"
        return SiteFile(path: path, text: x)
    }
}
