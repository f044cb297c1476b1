/// How a section uses the library score: `sort: library`, `min_score:`, `top:`; a
/// `kind: for_you` section sorts by it and keeps the top 10 unless `top:` says otherwise.
public struct SectionRanking: Sendable, Hashable {
    /// Order the section by the library score.
    public var sorts: Bool
    /// Keep only items scoring at least this.
    public var minScore: Double?
    /// Keep only this many of the best-scoring items.
    public var top: Int?

    /// Creates a ranking.
    public init(sorts: Bool = false, minScore: Double? = nil, top: Int? = nil) {
        self.sorts = sorts
        self.minScore = minScore
        self.top = top
    }

    /// The `top:` of a "For you" section that sets none.
    public static let forYouTop = 10
}
