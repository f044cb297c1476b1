import PaperboyModels

/// Keeps repositories whose language, topics or licence include one of the wanted
/// values (case does not matter); papers and posts pass untouched. The value that
/// matched is the reason.
public struct RepositoryValueFilter: ItemStage {
    /// What a filter reads of a repository.
    public enum Field: String, CaseIterable, Hashable, Sendable {
        /// The main language (`languages:`).
        case language = "languages"
        /// The topics (`topics:`).
        case topic = "topics"
        /// The SPDX licence id (`licenses:`).
        case license = "licenses"

        var rule: MatchReason.Rule {
            switch self {
            case .language: return .language
            case .topic: return .topic
            case .license: return .license
            }
        }
    }

    /// `languages`, `topics` or `licenses`.
    public var name: String { field.rawValue }
    /// What is read.
    public let field: Field
    /// The wanted values, as written.
    public let values: [String]
    private let folded: Set<String>

    /// Creates the stage.
    public init(_ field: Field, _ values: [String]) {
        self.field = field
        self.values = values
        folded = Set(values.map { $0.lowercased() })
    }

    /// The candidates with a wanted value.
    public func run(_ candidates: [Candidate], in context: StageContext) -> [Candidate] {
        candidates.compactMap { candidate in
            guard let repository = candidate.item.repository else { return candidate }
            let present: [String]
            switch field {
            case .language: present = repository.language.map { [$0] } ?? []
            case .topic: present = repository.topics
            case .license: present = repository.license.map { [$0] } ?? []
            }
            let hits = present.filter { folded.contains($0.lowercased()) }
            guard !hits.isEmpty else { return nil }
            var candidate = candidate
            for hit in hits { candidate.entry.addReason(MatchReason(field.rule, hit)) }
            return candidate
        }
    }
}
