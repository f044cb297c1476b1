/// One paper of the reader's library, as a reference manager exported it.
public struct LibraryEntry: Hashable, Sendable {
    /// The title, TeX decoded; empty for an entry known only by its id.
    public var title: String
    /// The abstract, when the export carries one.
    public var abstract: String
    /// Keywords and tags.
    public var keywords: [String]
    /// Author names as written (`Last, First` or `First Last`).
    public var authors: [String]
    /// The year of publication (or of the arXiv id), when known.
    public var year: Int?
    /// The month (1–12), when known.
    public var month: Int?
    /// The arXiv id without version.
    public var arxivID: ArxivID?
    /// The DOI, lowercased, without a resolver prefix.
    public var doi: String?
    /// An http(s) page for the entry.
    public var url: String?
    /// `up` or `down` for an item the reader rated (the ratings folder), nil for a library paper.
    public var rating: Rating.Verdict?
    /// The file the entry came from, as the user named it, and its first line.
    public var file: String
    public var line: Int

    /// Creates an entry.
    public init(title: String = "", abstract: String = "", keywords: [String] = [], authors: [String] = [],
                year: Int? = nil, month: Int? = nil, arxivID: ArxivID? = nil, doi: String? = nil, url: String? = nil,
                rating: Rating.Verdict? = nil, file: String = "", line: Int = 0) {
        self.title = title
        self.abstract = abstract
        self.keywords = keywords
        self.authors = authors
        self.year = year
        self.month = month
        self.arxivID = arxivID
        self.doi = doi
        self.url = url
        self.rating = rating
        self.file = file
        self.line = line
    }

    /// `arxiv:2401.01234` or `doi:10.1000/x`, nil for an entry with neither.
    public var identity: String? {
        if let arxivID { return "arxiv:" + arxivID.value }
        return doi.map { "doi:" + $0 }
    }

    /// A page for the entry: its URL, else its DOI's, else its arXiv page.
    public var link: String? {
        if let url { return url }
        if let doi { return "https://doi.org/" + doi }
        return arxivID.map { "https://arxiv.org/abs/" + $0.value }
    }

    /// True when the entry has text to compare (a title, an abstract or keywords).
    public var hasText: Bool { !title.isEmpty || !abstract.isEmpty || !keywords.isEmpty }

    /// The year and month an arXiv id of the new style encodes (`2401.` → 2024-01).
    static func date(of id: ArxivID) -> (year: Int, month: Int)? {
        let digits = id.value.utf8.prefix(4)
        guard id.isNewStyle, digits.count == 4, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        let n = digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        let month = n % 100
        guard (1...12).contains(month) else { return nil }
        return (2000 + n / 100, month)
    }
}
