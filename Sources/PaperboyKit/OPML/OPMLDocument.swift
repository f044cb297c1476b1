/// An OPML document (1.0 or 2.0): the head's title and the body's outlines.
public struct OPMLDocument: Sendable, Equatable {
    /// `<head><title>`, nil when missing or blank.
    public var title: String?
    /// The body's top-level outlines, in document order.
    public var outlines: [OPMLOutline]

    /// The most bytes an OPML file may have: a reader's export of thousands of feeds is well under it.
    public static let maxBytes = 4 << 20
    /// The most outlines a document may have.
    public static let maxOutlines = 20_000

    /// Creates a document.
    public init(title: String? = nil, outlines: [OPMLOutline] = []) {
        self.title = title
        self.outlines = outlines
    }
}
