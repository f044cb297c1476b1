/// Why the user's Markdown could not be rendered.
public struct MarkdownError: Error, CustomStringConvertible {
    /// What went wrong.
    public var reason: String
    public var description: String { reason }
}
