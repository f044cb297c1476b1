/// Renders Markdown written by the user (`about.md`, section intros) to HTML with libcmark.
public enum Markdown {
    /// `markdown` as HTML, in safe mode: raw HTML is left out and unsafe link schemes are dropped.
    /// - Throws: ``MarkdownError`` when libcmark fails.
    public static func html(from markdown: String) throws -> String {
        try CmarkDocument(markdown).html()
    }
}
