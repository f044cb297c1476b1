/// HTML that is safe to embed in a page, with its plain-text rendering.
public struct SanitizedHTML: Sendable, Hashable {
    /// The sanitized markup, ready to be placed in a page without escaping.
    public var html: String
    /// The same content as plain text: no markup, character references
    /// decoded, whitespace folded, blocks separated by a blank line.
    public var text: String

    /// Wraps HTML and text that are already sanitized.
    ///
    /// - Parameters:
    ///   - html: Markup that came out of ``HTMLSanitizer`` or ``fromPlainText(_:)``.
    ///   - text: Its plain text.
    public init(html: String, text: String) {
        self.html = html
        self.text = text
    }

    /// Turns plain text (an Atom `type="text"` element, a plain RSS
    /// description) into HTML: escaped, and a `<p>` for every paragraph,
    /// paragraphs being separated by blank lines.
    ///
    /// - Parameter text: Plain text.
    /// - Returns: The paragraphs as HTML, joined by newlines, and as text with
    ///   whitespace folded, joined by blank lines; both empty for blank input.
    public static func fromPlainText(_ text: String) -> SanitizedHTML {
        var copy = text
        return copy.withUTF8(PlainTextRenderer.render)
    }
}
