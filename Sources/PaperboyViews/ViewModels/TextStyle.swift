import PaperboyModels

/// How feed text is prepared for a template's output format.
///
/// HTML templates get text as is, because Mustache HTML-escapes `{{name}}`.
/// Markdown templates switch escaping off (`{{%CONTENT_TYPE: TEXT}}`), so their
/// view models carry text already escaped for Markdown. Either way a URL only
/// survives if it is http(s).
enum TextStyle: Sendable {
    case html
    case markdown

    /// Feed or config text.
    func text(_ s: String) -> String {
        switch self {
        case .html: return s
        case .markdown: return MarkdownEscaper.escape(s)
        }
    }

    /// Feed or config text, nil when absent or empty.
    func optionalText(_ s: String?) -> String? {
        TextFormat.nonEmpty(s).map { text($0) }
    }

    /// A link target: nil unless http(s).
    func url(_ s: String?) -> String? {
        switch self {
        case .html: return SafeURL.web(s)
        case .markdown: return s.flatMap(MarkdownEscaper.linkDestination)
        }
    }
}
