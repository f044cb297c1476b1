import PaperboyModels

/// Drops forks (`exclude_forks: true`) or archived repositories (`exclude_archived: true`);
/// papers and posts pass untouched.
public struct RepositoryFlagFilter: ItemStage {
    /// Which repositories to drop.
    public enum Flag: String, CaseIterable, Hashable, Sendable {
        case fork = "exclude_forks"
        case archived = "exclude_archived"
    }

    /// `exclude_forks` or `exclude_archived`.
    public var name: String { flag.rawValue }
    /// What is dropped.
    public let flag: Flag

    /// Creates the stage.
    public init(excluding flag: Flag) {
        self.flag = flag
    }

    /// The candidates without the flag.
    public func run(_ candidates: [Candidate], in context: StageContext) -> [Candidate] {
        candidates.filter { candidate in
            guard let repository = candidate.item.repository else { return true }
            return flag == .fork ? !repository.isFork : !repository.isArchived
        }
    }
}
