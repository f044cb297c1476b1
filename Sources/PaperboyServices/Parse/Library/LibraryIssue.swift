import PaperboyModels

/// A library entry that could not be read: skipped, and reported with its file and line.
public struct LibraryIssue: PaperboyError, Hashable, Sendable {
    /// The file as the user named it.
    public var file: String
    /// The line the entry starts on (1-based).
    public var line: Int
    /// What is wrong.
    public var reason: String

    /// Creates an issue.
    public init(file: String, line: Int, reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }

    /// The file and the line the entry starts on.
    public var location: ErrorLocation? { ErrorLocation(file, line: line) }

    /// `refs.bib:12: reason`.
    public var description: String { "\(ErrorLocation(file, line: line)): \(reason)" }
}
