import Foundation
import PaperboyModels

/// Scores items against a prepared ``LibraryIndex``, remembering each item's result
/// for its day, so an item shown in several sections is scored once. Safe to share
/// between the digests of several days built at once.
public final class LibraryScorer: @unchecked Sendable {
    /// The prepared library.
    public let index: LibraryIndex
    private let cache = FoldCache()
    private let lock = NSLock()
    private var remembered: [String: LibraryMatch?] = [:]

    /// Creates a scorer.
    public init(index: LibraryIndex) {
        self.index = index
    }

    /// Each item's match on `day` (nil when it shares nothing with the library), in the items' order.
    public func matches(for items: [Item], on day: DigestDay) -> [LibraryMatch?] {
        let keys = items.map { day.isoText + " " + $0.id + " " + String($0.paper?.version ?? 0) }
        lock.lock()
        var results = keys.map { remembered[$0] }
        lock.unlock()
        let missing = results.indices.filter { results[$0] == nil }
        guard !missing.isEmpty else { return results.map { $0 ?? nil } }
        let computed = index.matches(for: missing.map { items[$0] }, on: day, cache: cache)
        lock.lock()
        for (k, i) in missing.enumerated() {
            results[i] = .some(computed[k])
            remembered[keys[i]] = .some(computed[k])
        }
        lock.unlock()
        return results.map { $0 ?? nil }
    }
}
