/// The text of one template and where it came from.
public struct TemplateSource: Sendable, Hashable {
    /// The name templates and code refer to it by (`day.html`, `paper.html`).
    public var name: String
    /// The file it was read from, for error messages; the name when it has no file.
    public var file: String
    /// The Mustache text.
    public var text: String

    /// Creates a source.
    public init(name: String, file: String? = nil, text: String) {
        self.name = name
        self.file = file ?? name
        self.text = text
    }

    /// True for templates that produce Markdown (`*.md`): they must switch Mustache
    /// to plain-text output and escape Markdown themselves.
    public var isMarkdown: Bool { name.hasSuffix(".md") }
}
