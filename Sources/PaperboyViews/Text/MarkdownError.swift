import PaperboyModels

/// Why the user's Markdown could not be rendered.
public struct MarkdownError: Error, CustomStringConvertible {
    /// What went wrong.
    public var reason: String
    public var description: String { reason }
}

extension MarkdownError: PaperboyError {
    /// Where it happened.
    public var location: ErrorLocation? { nil }
}
