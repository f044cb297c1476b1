import Foundation
import Testing
import PaperboyModels
@testable import PaperboyServices

extension Fixtures {
    /// The namespaces the inline RSS documents of the entry tests declare.
    static let rssNamespaces = """
    xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" \
    xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" \
    xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:xhtml="http://www.w3.org/1999/xhtml"
    """

    /// The items of an RSS 2.0 document whose channel holds `body`.
    static func rssItems(_ body: String) throws -> [Item] {
        try parse(xml: "<rss version=\"2.0\" \(rssNamespaces)><channel><title>t</title>\(body)</channel></rss>").items
    }

    /// The one item of an RSS 2.0 document whose only item holds `fields`.
    static func rssItem(_ fields: String) throws -> Item {
        let items = try rssItems("<item>\(fields)</item>")
        return try #require(items.first)
    }

    /// The entries of an Atom 1.0 document whose feed holds `body`.
    static func atomItems(_ body: String) throws -> [Item] {
        try parse(xml: "<feed xmlns=\"http://www.w3.org/2005/Atom\"><title>t</title><id>urn:f</id>\(body)</feed>").items
    }
}
