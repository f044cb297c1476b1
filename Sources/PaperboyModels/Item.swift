import Foundation

/// One thing a digest can show: a paper, a repository or a post from any feed.
///
/// The fields every kind shares live here; kind-specific details live in
/// ``paper`` and ``repository``. Text fields hold plain text with whitespace
/// folded; ``summaryHTML`` and ``contentHTML`` hold HTML that has already been
/// sanitised by the parse stage.
public struct Item: Codable, Hashable, Sendable {
    /// What an item is.
    public enum Kind: String, Codable, Sendable, CaseIterable {
        case paper, repository, post
    }

    /// A stable identity across runs: `arxiv:2411.01234`, `github:owner/name`, or the feed's own id.
    public var id: String
    public var kind: Kind
    public var title: String
    /// The item's page (http or https only; anything else is dropped by the parsers).
    public var url: String?
    /// The summary as plain text: whitespace folded, paragraphs separated by a blank line.
    public var summary: String
    /// Sanitised HTML from the feed, or nil when the summary is plain text
    /// (arXiv abstracts, GitHub descriptions, Atom `type="text"`), whose HTML
    /// is derived from ``summary`` when a page needs it rather than stored twice.
    public var summaryMarkup: String?
    /// Full content as sanitised HTML, when the feed carries more than a summary.
    public var contentHTML: String?
    public var authors: [Author]
    public var published: Date?
    public var updated: Date?
    /// Subject terms: arXiv taxonomy terms for papers, feed categories for posts, topics are kept on ``repository``.
    public var categories: [String]
    public var enclosures: [Enclosure]
    public var paper: Paper?
    public var repository: Repository?

    /// Creates an item; everything but identity, kind and title may be filled in later.
    public init(
        id: String, kind: Kind, title: String, url: String? = nil,
        summary: String = "", summaryHTML: String? = nil, contentHTML: String? = nil,
        authors: [Author] = [], published: Date? = nil, updated: Date? = nil,
        categories: [String] = [], enclosures: [Enclosure] = [],
        paper: Paper? = nil, repository: Repository? = nil
    ) {
        self.id = id
        self.kind = kind
        self.title = title
        self.url = url
        self.summary = summary
        self.summaryMarkup = summaryHTML
        self.contentHTML = contentHTML
        self.authors = authors
        self.published = published
        self.updated = updated
        self.categories = categories
        self.enclosures = enclosures
        self.paper = paper
        self.repository = repository
    }
}

extension Item {
    /// The summary as sanitised HTML: the feed's own markup, or the plain-text
    /// summary escaped into paragraphs.
    public var summaryHTML: String {
        get { summaryMarkup ?? PlainTextHTML.paragraphs(summary) }
        set { summaryMarkup = newValue }
    }
}

/// A person credited on an item.
public struct Author: Codable, Hashable, Sendable {
    public var name: String
    public var affiliations: [String]
    public var uri: String?
    public var email: String?

    /// Creates an author.
    public init(name: String, affiliations: [String] = [], uri: String? = nil, email: String? = nil) {
        self.name = name
        self.affiliations = affiliations
        self.uri = uri
        self.email = email
    }
}

/// A file attached to a post (podcast audio, an image).
public struct Enclosure: Codable, Hashable, Sendable {
    public var url: String
    public var type: String?
    public var length: Int?

    /// Creates an enclosure.
    public init(url: String, type: String? = nil, length: Int? = nil) {
        self.url = url
        self.type = type
        self.length = length
    }
}
