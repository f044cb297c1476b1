/// One `<outline>` of an OPML document: a feed (it has an `xmlUrl`), a folder (it has
/// children) or a link, with what is nested in it.
import PaperboyModels

public struct OPMLOutline: Sendable, Equatable {
    /// `text`: what a reader shows.
    public var text: String?
    /// `title`: often the feed's own title.
    public var title: String?
    /// `type` (`rss`, `link`), lower-cased.
    public var type: String?
    /// `xmlUrl` (any letter case): the feed's address.
    public var xmlURL: String?
    /// `htmlUrl` (any letter case): the site the feed belongs to.
    public var htmlURL: String?
    /// `url`: the address of a `type="link"` outline.
    public var url: String?
    /// The line of the outline's start tag in its file.
    public var line: Int
    /// The outlines nested in it, in document order.
    public var children: [OPMLOutline]

    /// Creates an outline.
    public init(text: String? = nil, title: String? = nil, type: String? = nil, xmlURL: String? = nil, htmlURL: String? = nil,
                url: String? = nil, line: Int = 0, children: [OPMLOutline] = []) {
        self.text = text
        self.title = title
        self.type = type
        self.xmlURL = xmlURL
        self.htmlURL = htmlURL
        self.url = url
        self.line = line
        self.children = children
    }

    /// The name to show: `title`, else `text` (readers differ in which they fill), nil when both are blank.
    public var label: String? {
        for candidate in [title, text] {
            if let trimmed = candidate?.trimmingASCIIWhitespace(), !trimmed.isEmpty { return trimmed }
        }
        return nil
    }
}
