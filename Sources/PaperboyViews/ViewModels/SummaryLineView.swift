import PaperboyModels
import PaperboyMustache

/// A paper's summary line (`{{#summaryLine}}` in an item): its TL;DR or the key sentence of its
/// abstract, with the label that says which.
struct SummaryLineView {
    /// The line, escaped for the page: a TL;DR is untrusted text, never markup.
    let text: String
    /// `Key result:`, `TL;DR:` or `Key result (no TL;DR):`, in the page's language.
    let label: String
    /// `key-sentence`, `tldr` or `fallback`, for CSS classes.
    let kind: String
    /// True when a TL;DR was asked for and missed, so the key sentence stands in.
    let isFallback: Bool

    init(line: SummaryLine, style: TextStyle, locale: ThemeLocale = .english) {
        text = style.text(line.text)
        label = style.text(locale.summaryLabel(line.kind))
        switch line.kind {
        case .keySentence: kind = "key-sentence"
        case .tldr: kind = "tldr"
        case .fallback: kind = "fallback"
        }
        isFallback = line.kind == .fallback
    }
}

extension SummaryLineView: MustacheObject {
    func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "text": return text.mustacheValue
        case "label": return label.mustacheValue
        case "kind": return kind.mustacheValue
        case "isFallback": return isFallback.mustacheValue
        default: return nil
        }
    }
}
