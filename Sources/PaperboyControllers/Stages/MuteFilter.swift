import PaperboyModels
import PaperboyText

/// Leaves out items by a muted author or with a muted term in their title or abstract,
/// on the days each mute lasts (``Rating/isActive(on:)``). Names compare as
/// ``PersonName``s, as the watchlist's do; a term matches as a query phrase would.
public struct MuteFilter: ItemStage {
    /// `mute`.
    public let name = "mute"
    /// The mutes, in the order read.
    public let mutes: [Rating]
    private let names: [PersonName?]
    private let terms: [QueryTerm?]

    /// Creates the stage from the ratings that are mutes (others are ignored; a term
    /// without a letter or digit mutes nothing).
    public init(_ ratings: [Rating]) {
        mutes = ratings.filter { $0.verdict == .mute }
        names = mutes.map { rating in
            if case .author(let name) = rating.target { return PersonName(name) }
            return nil
        }
        terms = mutes.map { rating in
            if case .term(let text) = rating.target { return try? QueryTerm(text, scope: [.title, .abstract]) }
            return nil
        }
    }

    /// Muted terms' words, and authors' names.
    public var needs: TextNeeds { TextNeeds(terms: terms.compactMap { $0 }, authorNames: names.contains { $0 != nil }) }

    /// The candidates no mute active on the context's day holds.
    public func run(_ candidates: [Candidate], in context: StageContext) -> [Candidate] {
        let active = mutes.indices.filter { mutes[$0].isActive(on: context.day) }
        guard !active.isEmpty else { return candidates }
        let matchers = active.map { k in terms[k].map { QueryMatcher(.term($0), vocabulary: context.vocabulary) } }
        return candidates.filter { candidate in
            !zip(active, matchers).contains { k, matcher in holds(k, matcher, candidate, context.cache) }
        }
    }

    /// The first mute active on `day` that leaves the item out, for `explain`.
    func mute(of candidate: Candidate, on day: DigestDay, vocabulary: Vocabulary, cache: FoldCache) -> Rating? {
        mutes.indices.first { k in
            mutes[k].isActive(on: day)
                && holds(k, terms[k].map { QueryMatcher(.term($0), vocabulary: vocabulary) }, candidate, cache)
        }.map { mutes[$0] }
    }

    private func holds(_ k: Int, _ matcher: QueryMatcher?, _ candidate: Candidate, _ cache: FoldCache) -> Bool {
        if let name = names[k] {
            return !AuthorWatchlist.watchedAuthors(of: candidate, among: [name], cache: cache).isEmpty
        }
        return matcher?.matches(candidate.text) ?? false
    }
}
