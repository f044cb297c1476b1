import Foundation
import PaperboyModels

/// Keeps items dated within the last few days of the digest day.
///
/// `days: 1` means the digest day itself, `days: 7` that day and the six before,
/// counted from midnight in the configured time zone. `published` reads an item's
/// publication date (its last update when there is none: an arXiv listing dates
/// only the new version); `created` and `pushed` read a repository's dates and let
/// other items pass. An item without the date is dropped.
public struct DateWindow: ItemStage {
    /// Which date a window reads.
    public enum Field: String, CaseIterable, Hashable, Sendable {
        case published, created, pushed
    }

    /// `published_within_days` and so on.
    public var name: String { "\(field.rawValue)_within_days" }
    /// The date read.
    public let field: Field
    /// The window's length in days, at least 1.
    public let days: Int

    /// Creates the stage.
    public init(_ field: Field, days: Int) {
        self.field = field
        self.days = max(1, days)
    }

    /// The candidates dated on or after the window's first midnight.
    public func run(_ candidates: [Candidate], in context: StageContext) -> [Candidate] {
        let cutoff = context.day.adding(days: -(days - 1)).start(in: context.timeZone)
        return candidates.filter { candidate in
            let item = candidate.item
            let date: Date?
            switch field {
            case .published: date = item.published ?? item.updated
            case .created, .pushed:
                guard let repository = item.repository else { return true }
                date = field == .created ? repository.created : repository.pushed
            }
            guard let date else { return false }
            return date >= cutoff
        }
    }
}
