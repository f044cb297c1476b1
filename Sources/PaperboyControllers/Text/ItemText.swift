import PaperboyModels
import PaperboyText

/// What the matching stages need to know of one item's text, computed once per
/// item per digest and shared by every section: where the query vocabulary's
/// words occur, and the authors' normalised names.
public struct ItemText: Sendable {
    /// One packed entry per vocabulary word occurrence, sorted: the word id in the
    /// high bits, then the field, then the word's position within the field.
    let hits: [UInt64]
    /// The authors' names, normalised, when a watchlist or highlight needs them.
    public let authorNames: [PersonName]

    /// Nothing indexed: what an item looks like to a config without queries or watchlists.
    public static let empty = ItemText(hits: [], authorNames: [])

    init(hits: [UInt64], authorNames: [PersonName]) {
        self.hits = hits
        self.authorNames = authorNames
    }

    @inline(__always)
    static func key(id: Int32, field: UInt8, position: Int32) -> UInt64 {
        UInt64(UInt32(bitPattern: id)) << 40 | UInt64(field) << 32 | UInt64(UInt32(bitPattern: position))
    }

    /// The fields (as a ``QueryScope``) in which the words `ids` occur consecutively,
    /// restricted to `scope`; empty when they do not.
    func fields(matching ids: [Int32], in scope: QueryScope) -> QueryScope {
        guard let first = ids.first else { return [] }
        var found: QueryScope = []
        var i = lowerBound(Self.key(id: first, field: 0, position: 0))
        while i < hits.count, Int32(truncatingIfNeeded: hits[i] >> 40) == first {
            let hit = hits[i]
            i += 1
            let field = UInt8(truncatingIfNeeded: hit >> 32)
            let fieldScope = QueryScope(rawValue: 1 << field)
            guard scope.contains(fieldScope), !found.contains(fieldScope) else { continue }
            let position = Int32(truncatingIfNeeded: hit & 0xFFFF_FFFF)
            var all = true
            for k in 1..<ids.count where !contains(Self.key(id: ids[k], field: field, position: position + Int32(k))) {
                all = false
                break
            }
            if all { found.insert(fieldScope) }
        }
        return found
    }

    private func contains(_ key: UInt64) -> Bool {
        let i = lowerBound(key)
        return i < hits.count && hits[i] == key
    }

    private func lowerBound(_ key: UInt64) -> Int {
        var low = 0
        var high = hits.count
        while low < high {
            let mid = (low + high) / 2
            if hits[mid] < key { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
