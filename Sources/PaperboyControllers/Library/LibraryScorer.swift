import Foundation
import PaperboyModels

/// Scores items against a prepared ``LibraryIndex``, remembering each item's result
/// for its day, so an item shown in several sections is scored once. Safe to share
/// between the digests of several days built at once.
///
/// A ``LinearModel`` trained on the library (positives), the dislikes and the archive's
/// unrated `background` items (negatives) scales each library score by how sure it is
/// (``LibraryScoring/learnedWeight``).
///
/// Items the reader disliked (👎) form a second index: an item's score is its library
/// score less ``dislikeWeight`` times its score against the dislikes, so three dislikes
/// on a topic push its items below any cut-off the library alone would pass.
public final class LibraryScorer: @unchecked Sendable {
    /// The prepared library, with the items the reader liked.
    public let index: LibraryIndex
    /// The items the reader disliked, prepared the same way; nil when there are none.
    public let disliked: LibraryIndex?
    /// How much the dislikes' score takes off.
    public let dislikeWeight: Double
    /// The learned model; nil when ``LibraryScoring/learnedWeight`` is 0 or there is nothing to learn from.
    public let model: LinearModel?
    /// The least change in score that the reason mentions.
    static let noticeable = 0.05
    private let cache = FoldCache()
    private let lock = NSLock()
    private var remembered: [String: LibraryMatch?] = [:]

    /// Creates a scorer.
    /// - Parameter background: The archive's items the model learns as unrated (negatives).
    public init(index: LibraryIndex, disliked: LibraryIndex? = nil, dislikeWeight: Double = 1, background: LibraryBackground = .empty) {
        self.index = index
        self.disliked = disliked?.entries.isEmpty == false ? disliked : nil
        self.dislikeWeight = dislikeWeight
        model = index.scoring.learnedWeight > 0
            ? index.learnedModel(disliked: disliked?.entries ?? [], background: background) : nil
    }

    /// Each item's match on `day` (nil when it shares nothing with the library), in the items' order.
    public func matches(for items: [Item], on day: DigestDay) -> [LibraryMatch?] {
        let keys = items.map { day.isoText + " " + $0.id + " " + String($0.paper?.version ?? 0) }
        lock.lock()
        var results = keys.map { remembered[$0] }
        lock.unlock()
        let missing = results.indices.filter { results[$0] == nil }
        guard !missing.isEmpty else { return results.map { $0 ?? nil } }
        let computed = scored(missing.map { items[$0] }, on: day)
        lock.lock()
        for (k, i) in missing.enumerated() {
            results[i] = .some(computed[k])
            remembered[keys[i]] = .some(computed[k])
        }
        lock.unlock()
        return results.map { $0 ?? nil }
    }

    /// ``combined(_:on:)`` of a long list in two halves at once.
    private func scored(_ items: [Item], on day: DigestDay) -> [LibraryMatch?] {
        guard items.count >= 512 else { return combined(items, on: day) }
        let half = items.count / 2
        let halves = [Array(items[..<half]), Array(items[half...])]
        let jobs: [@Sendable () -> [LibraryMatch?]] = halves.map { part in { self.combined(part, on: day) } }
        return ConcurrentJobs.run(jobs).flatMap { $0 }
    }

    /// The library's matches, each lowered by the dislikes' (nil when neither shares anything).
    private func combined(_ items: [Item], on day: DigestDay) -> [LibraryMatch?] {
        let tokenizer = TermTokenizer(cache: cache)
        let vectors = items.map { index.vector(of: $0, tokenizer: tokenizer) }
        let liked = learned(index.matches(for: items, vectors: vectors, on: day, cache: cache), vectors)
        guard let disliked else { return liked }
        let against = disliked.matches(for: items, on: day, cache: cache)
        return zip(liked, against).map { match, dislike in
            guard let dislike else { return match }
            var result = match ?? LibraryMatch(score: 0, closestTitle: "")
            let lowered = dislikeWeight * dislike.score
            result.score -= lowered
            // A reason only when the dislike moved the item by what a close match weighs.
            if lowered >= Self.noticeable { result.dislikedTitle = dislike.closestTitle }
            return result
        }
    }

    /// Each library score times `1 + w·(2p − 1)`, `p` the model's probability for the item.
    private func learned(_ matches: [LibraryMatch?], _ vectors: [[(Int32, Int32)]]) -> [LibraryMatch?] {
        guard let model else { return matches }
        let weight = index.scoring.learnedWeight
        return zip(matches, vectors).map { match, vector in
            guard var match else { return nil }
            let p = model.probability(vector)
            match.score *= 1 + weight * (2 * p - 1)
            return match
        }
    }
}
