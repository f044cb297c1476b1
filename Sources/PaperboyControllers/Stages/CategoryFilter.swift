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
    /// The wanted categories' lowercased bytes; an archive (no dot) matches any of its categories.
    private let wanted: [(bytes: [UInt8], isArchive: Bool)]

    /// Creates the stage.
    public init(_ categories: [String], includeCrossLists: Bool = true) {
        self.categories = categories
        self.includeCrossLists = includeCrossLists
        wanted = categories.map { category in
            (Array(category.lowercased().utf8), !category.contains("."))
        }
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

    /// Compares bytes with ASCII case folded (taxonomy terms are ASCII), allocating nothing:
    /// this runs for every category of every item in every section that asks for categories.
    private func wants(_ category: String) -> Bool {
        let bytes = category.utf8
        return wanted.contains { wanted in
            guard bytes.count == wanted.bytes.count || (wanted.isArchive && bytes.count > wanted.bytes.count) else { return false }
            var index = bytes.startIndex
            for b in wanted.bytes {
                let c = bytes[index]
                guard (c >= 0x41 && c <= 0x5A ? c | 0x20 : c) == b else { return false }
                index = bytes.index(after: index)
            }
            return index == bytes.endIndex || bytes[index] == UInt8(ascii: ".")
        }
    }
}
