/// Why an item ranks where it does against the reader's library: its score, the
/// closest library entry and the terms they share.
public struct LibraryMatch: Codable, Hashable, Sendable {
    /// The library score (higher is closer; 0 when nothing is shared).
    public var score: Double
    /// The closest library entry's title.
    public var closestTitle: String
    /// The closest entry's identity, `arxiv:2401.01234` or `doi:10.1000/x`, when it has one.
    public var closestID: String?
    /// A page for the closest entry (its URL, DOI or arXiv page), when it has one.
    public var closestLink: String?
    /// The shared terms (folded words), most telling first.
    public var terms: [String]
    /// `up` when the closest entry is an item the reader liked (👍) rather than a library paper.
    public var closestRating: Rating.Verdict?
    /// The title of the disliked (👎) item closest to this one, when dislikes lowered its score.
    public var dislikedTitle: String?

    /// Creates a match.
    public init(score: Double, closestTitle: String, closestID: String? = nil, closestLink: String? = nil, terms: [String] = [],
                closestRating: Rating.Verdict? = nil, dislikedTitle: String? = nil) {
        self.score = score
        self.closestTitle = closestTitle
        self.closestID = closestID
        self.closestLink = closestLink
        self.terms = terms
        self.closestRating = closestRating
        self.dislikedTitle = dislikedTitle
    }
}
