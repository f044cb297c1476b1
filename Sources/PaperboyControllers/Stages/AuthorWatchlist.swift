import PaperboyModels
import PaperboyText

/// Keeps items by at least one watched author; each watched author on an item is a
/// reason and adds ``ScoreWeights/watchedAuthor`` to the score.
///
/// Names compare as ``PersonName``s: `Hinton, Geoffrey`, `Geoffrey Hinton` and
/// `G. E. Hinton` are the same watch entry; `Hinton` alone watches every Hinton.
public struct AuthorWatchlist: ItemStage {
    /// `authors`.
    public let name = "authors"
    /// The watched names.
    public let names: [PersonName]

    /// Creates the stage from names as written.
    public init(_ names: [String]) {
        self.names = names.map(PersonName.init)
    }

    /// Reads authors' normalised names.
    public var needs: TextNeeds { TextNeeds(authorNames: true) }

    /// The candidates with a watched author.
    public func run(_ candidates: [Candidate], in context: StageContext) -> [Candidate] {
        candidates.compactMap { candidate in
            var candidate = candidate
            let watched = Self.watchedAuthors(of: candidate, among: names, cache: context.cache)
            guard !watched.isEmpty else { return nil }
            for author in watched {
                candidate.entry.addReason(MatchReason(.author, author))
                candidate.entry.score += context.weights.watchedAuthor
            }
            return candidate
        }
    }

    /// The names, as the item writes them, of its authors that one of `names` matches.
    static func watchedAuthors(of candidate: Candidate, among names: [PersonName], cache: FoldCache) -> [String] {
        let authors = candidate.item.authors
        let normalised = candidate.text.authorNames.count == authors.count
            ? candidate.text.authorNames : authors.map { cache.name($0.name) }
        var watched: [String] = []
        for (author, name) in zip(authors, normalised) where names.contains(where: { $0.matches(name) }) {
            watched.append(author.name)
        }
        return watched
    }
}
