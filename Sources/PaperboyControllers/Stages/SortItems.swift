import Foundation
import PaperboyModels

/// Orders a section: by score, date or stars, highest first.
///
/// Ties fall back to the newer date, then to the id, so the order is total and the
/// same day always renders the same way. Items without a date or stars sort last.
public struct SortItems: ItemStage {
    /// What to sort by.
    public enum Key: String, CaseIterable, Hashable, Sendable {
        /// The relevance score (the default), then date.
        case score
        /// The publication date (the last update when there is none).
        case date
        /// A repository's stars, then score; other items after every repository.
        case stars
    }

    /// `sort`.
    public let name = "sort"
    /// The key.
    public let key: Key

    /// Creates the stage.
    public init(by key: Key) {
        self.key = key
    }

    /// The candidates, sorted.
    public func run(_ candidates: [Candidate], in context: StageContext) -> [Candidate] {
        candidates.sorted { a, b in
            switch key {
            case .score:
                if a.entry.score != b.entry.score { return a.entry.score > b.entry.score }
            case .date:
                break
            case .stars:
                let sa = a.item.repository?.stars ?? -1
                let sb = b.item.repository?.stars ?? -1
                if sa != sb { return sa > sb }
                if a.entry.score != b.entry.score { return a.entry.score > b.entry.score }
            }
            let da = Self.date(a.item) ?? .distantPast
            let db = Self.date(b.item) ?? .distantPast
            if da != db { return da > db }
            return a.item.id < b.item.id
        }
    }

    private static func date(_ item: Item) -> Date? { item.published ?? item.updated }
}
