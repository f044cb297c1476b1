import PaperboyModels

/// What one library file yielded: the entries read and the ones skipped.
public struct LibraryReadResult: Sendable {
    /// The entries, in file order.
    public var entries: [LibraryEntry]
    /// The malformed entries, each skipped.
    public var issues: [LibraryIssue]

    /// Creates a result.
    public init(entries: [LibraryEntry] = [], issues: [LibraryIssue] = []) {
        self.entries = entries
        self.issues = issues
    }
}
