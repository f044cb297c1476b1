import Foundation

/// A JSON Feed 1.1 document, encoded with `JSONEncoder` (sorted keys).
struct JSONFeed {
    let options: SiteOptions
    let path: String
    let title: String
    let entries: [FeedFiles.Entry]

    struct Document: Encodable {
        let version = "https://jsonfeed.org/version/1.1"
        let title: String
        let home_page_url: String?
        let feed_url: String?
        /// The site's language (`de`, `en`).
        let language: String
        let items: [Item]
    }

    struct Author: Encodable { let name: String }

    struct Item: Encodable {
        let id: String
        let url: String?
        let external_url: String?
        let title: String
        let content_text: String
        let date_published: String
        let authors: [Author]?
        let tags: [String]
    }

    func file() -> SiteFile {
        let base = options.baseURL
        let items = entries.map { entry in
            Item(id: entry.id, url: base == nil ? nil : entry.link, external_url: entry.sourceURL, title: entry.title,
                 content_text: entry.summary.isEmpty ? entry.title : entry.summary, date_published: entry.updated,
                 authors: entry.authors.isEmpty ? nil : entry.authors.map(Author.init(name:)),
                 tags: [entry.section] + entry.categories)
        }
        let document = Document(title: title, home_page_url: base, feed_url: base.map { $0 + path }, language: options.language, items: items)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        return SiteFile(path: path, contents: data + Data("\n".utf8))
    }
}
