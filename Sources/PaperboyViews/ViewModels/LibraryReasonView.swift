import PaperboyMustache
import PaperboyModels

/// Why an item ranks where it does against the reader's library (`{{#library}}` in an item):
/// the closest library entry, linked where it has a link, and the terms they share.
struct LibraryReasonView {
    /// The closest entry's title.
    let title: String
    /// Its page (URL, DOI or arXiv), http(s) only.
    let link: String?
    /// The shared terms joined with `, `, nil when none.
    let termList: String?
    /// The score with three decimals (`0.412`).
    let score: String
    /// The whole reason as one plain-text line in the page's language (`close to … (shared: …)`).
    let label: String

    init(match: LibraryMatch, style: TextStyle, locale: ThemeLocale = .english) {
        title = style.text(match.closestTitle)
        link = style.url(match.closestLink)
        termList = TextFormat.nonEmpty(style.text(match.terms.joined(separator: ", ")))
        let milli = Int((match.score * 1000).rounded())
        score = "\(milli / 1000).\(String(repeating: "0", count: 3 - String(milli % 1000).count))\(milli % 1000)"
        label = style.text(locale.libraryReason(match))
    }
}

extension LibraryReasonView: MustacheObject {
    func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "title": return title.mustacheValue
        case "link": return link.mustacheValue
        case "termList": return termList.mustacheValue
        case "score": return score.mustacheValue
        case "label": return label.mustacheValue
        default: return nil
        }
    }
}
