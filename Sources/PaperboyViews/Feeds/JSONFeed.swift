import Foundation
import PaperboyModels

/// A JSON Feed 1.1 document, encoded with `JSONEncoder` (sorted keys). A cap's note is the
/// feed's `description`; full content is `content_html` (with the cut summary as `summary`),
/// otherwise the summary is `content_text`.
struct JSONFeed {
    let options: SiteOptions
    let path: String
    let title: String
    let selection: FeedFiles.Selection

    struct Document: Encodable {
        let version = "https://jsonfeed.org/version/1.1"
        let title: String
        let description: String?
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
        let content_text: String?
        let content_html: String?
        let summary: String?
        let date_published: String
        let authors: [Author]?
        let tags: [String]
    }

    func file() -> SiteFile {
        let base = options.baseURL
        let items = selection.entries.map { entry in
            let text = entry.summary.isEmpty ? entry.title : entry.summary
            return Item(id: entry.id, url: base == nil ? nil : entry.link, external_url: entry.sourceURL, title: entry.title,
                        content_text: entry.contentHTML == nil ? text : nil, content_html: entry.contentHTML,
                        summary: entry.contentHTML == nil || entry.summary.isEmpty ? nil : entry.summary,
                        date_published: entry.updated, authors: entry.authors.isEmpty ? nil : entry.authors.map(Author.init(name:)),
                        tags: [entry.section] + entry.categories)
        }
        let document = Document(title: title, description: selection.note, home_page_url: base,
                                feed_url: base.map { $0 + path }, language: options.language, items: items)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        return SiteFile(path: path, contents: data + Data("\n".utf8))
    }
}
