import PaperboyModels

/// Keeps papers and posts in any of the given categories: by primary category
/// only, or also as cross-lists. Repositories pass untouched (they have topics).
///
/// A category without a dot (`cs`, `math`) stands for its whole archive
/// (`cs.LG`, `cs.CL`, …); case does not matter. An entry that matched only
/// through a secondary category is marked as a cross-list; one that matched its
/// primary category is not, whatever the listing called it.
public struct CategoryFilter: ItemStage {
    /// `categories`.
    public let name = "categories"
    /// The categories asked for, as written.
    public let categories: [String]
    /// True to keep papers whose secondary categories match (`cross_lists: true`).
    public let includeCrossLists: Bool
    private let folded: [String]

    /// Creates the stage.
    public init(_ categories: [String], includeCrossLists: Bool = true) {
        self.categories = categories
        self.includeCrossLists = includeCrossLists
        folded = categories.map { $0.lowercased() }
    }

    /// The candidates in a wanted category, with the category as the reason.
    public func run(_ candidates: [Candidate], in context: StageContext) -> [Candidate] {
        candidates.compactMap { candidate in
            var candidate = candidate
            let item = candidate.item
            if item.kind == .repository { return candidate }
            if let primary = item.paper?.primaryCategory ?? item.categories.first, wants(primary) {
                candidate.entry.isCrossList = false
                candidate.entry.addReason(MatchReason(.category, primary))
                return candidate
            }
            guard includeCrossLists, let other = item.categories.first(where: wants) else { return nil }
            candidate.entry.isCrossList = true
            candidate.entry.addReason(MatchReason(.category, other, detail: "cross-list"))
            return candidate
        }
    }

    private func wants(_ category: String) -> Bool {
        let category = category.lowercased()
        return folded.contains { wanted in
            category == wanted || (!wanted.contains(".") && category.hasPrefix(wanted) && category.dropFirst(wanted.count).first == ".")
        }
    }
}
