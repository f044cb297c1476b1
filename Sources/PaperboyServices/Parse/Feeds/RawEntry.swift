import Foundation

/// One entry or item as the feed wrote it, before it becomes an ``Item``.
struct RawEntry: Sendable {
    struct Link: Sendable {
        var href: String
        var rel: String?
        var type: String?
        var title: String?
        var length: String?
        /// True for an RSS `<link>`: of several, the last is the item's (feedparser, gofeed).
        var isRSSLink = false
    }

    struct Person: Sendable {
        var name = ""
        var uri: String?
        var email: String?
        var affiliations: [String] = []
    }

    /// Text with the markup flavour its element declared.
    struct Text: Sendable {
        enum Flavour: Sendable { case text, html, xhtml }
        var value: String
        var flavour: Flavour
    }

    var id: String?
    var guidIsPermaLink = false
    var title: Text?
    /// True for an RSS title, which says nothing of markup (an Atom title's `type` does).
    var titleIsUntyped = false
    var links: [Link] = []
    var summary: Text?
    var content: Text?
    var authors: [Person] = []
    /// `dc:creator` texts; arXiv listings put every author in one, comma-separated.
    var creators: [String] = []
    var published: String?
    var updated: String?
    /// `published` and `updated` read (``FeedDate``) once, when they were chosen.
    var publishedDate: Date?, updatedDate: Date?
    /// The precedence of the element `published`, `updated` and `content` came from; lower wins.
    var publishedRank = Int.max, updatedRank = Int.max, contentRank = Int.max
    var categories: [String] = []
    var enclosures: [Link] = []
    /// The base URI in effect for this entry (feed URL plus any `xml:base`).
    var base: String?
    /// The base URI in effect at the content or summary element, when it differs.
    var contentBase: String?

    // Dublin Core, iTunes and Media RSS elements, used where the core element is missing.
    /// `dc:identifier`.
    var fallbackID: String?
    /// `dc:title`, `itunes:title` or `media:title`, whichever came first.
    var fallbackTitle: Text?
    /// `itunes:summary` or `media:description`, whichever came first.
    var fallbackSummary: Text?
    /// `dc:description`, the description of an item that has no `description`.
    var dcDescription: Text?
    /// `dc:author` credits, for an item without `author` or `dc:creator`.
    var dcAuthors: [Person] = []
    /// Atom `author` elements of an RSS item, for an item without `author`, `dc:creator` or `dc:author`.
    var atomAuthors: [Person] = []
    /// `itunes:author` texts.
    var fallbackAuthors: [String] = []
    /// The feed's own authors (Atom `feed/author`, `itunes:author`, `dc:creator`), for an entry that names none.
    var feedAuthors: [Person] = []
    /// True when `id` is an Atom `<id>` (not an RSS guid): an http(s) one is the link of last resort.
    var idIsAtomID = false
    /// `media:content` files (`url`, `type`, `fileSize`).
    var mediaContents: [Link] = []

    // arXiv extension elements (API and listing feeds).
    var arxivComment: String?
    var arxivPrimaryCategory: String?
    var arxivJournalRef: String?
    var arxivDOI: String?
    var arxivAnnounceType: String?
}

/// What a feed says about itself, outside its entries.
struct RawChannel: Sendable {
    var title: String?
    var link: String?
    var description: String?
    var date: String?
    var totalResults: Int?
    var startIndex: Int?
    var itemsPerPage: Int?
    /// The feed's own authors, inherited by entries that name none.
    var authors: [RawEntry.Person] = []
    /// The base URI at the root element (document URL plus any `xml:base`).
    var base: String?
}
