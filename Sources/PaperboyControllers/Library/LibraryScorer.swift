import Foundation
import PaperboyModels

/// Scores items against a prepared ``LibraryIndex``, remembering each item's result
/// for its day, so an item shown in several sections is scored once. Safe to share
/// between the digests of several days built at once.
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
    private let cache = FoldCache()
    private let lock = NSLock()
    private var remembered: [String: LibraryMatch?] = [:]

    /// Creates a scorer.
    public init(index: LibraryIndex, disliked: LibraryIndex? = nil, dislikeWeight: Double = 1) {
        self.index = index
        self.disliked = disliked?.entries.isEmpty == false ? disliked : nil
        self.dislikeWeight = dislikeWeight
    }

    /// Each item's match on `day` (nil when it shares nothing with the library), in the items' order.
    public func matches(for items: [Item], on day: DigestDay) -> [LibraryMatch?] {
        let keys = items.map { day.isoText + " " + $0.id + " " + String($0.paper?.version ?? 0) }
        lock.lock()
        var results = keys.map { remembered[$0] }
        lock.unlock()
        let missing = results.indices.filter { results[$0] == nil }
        guard !missing.isEmpty else { return results.map { $0 ?? nil } }
        let computed = combined(missing.map { items[$0] }, on: day)
        lock.lock()
        for (k, i) in missing.enumerated() {
            results[i] = .some(computed[k])
            remembered[keys[i]] = .some(computed[k])
        }
        lock.unlock()
        return results.map { $0 ?? nil }
    }

    /// The library's matches, each lowered by the dislikes' (nil when neither shares anything).
    private func combined(_ items: [Item], on day: DigestDay) -> [LibraryMatch?] {
        let liked = index.matches(for: items, on: day, cache: cache)
        guard let disliked else { return liked }
        let against = disliked.matches(for: items, on: day, cache: cache)
        return zip(liked, against).map { match, dislike in
            guard let dislike else { return match }
            var result = match ?? LibraryMatch(score: 0, closestTitle: "")
            result.score -= dislikeWeight * dislike.score
            result.dislikedTitle = dislike.closestTitle
            return result
        }
    }
}
