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
    /// `close to`, or `up because you liked` when the closest entry is a liked item.
    let lead: String
    /// False when only dislikes speak for the score (no library entry or liked item is close).
    let hasClosest: Bool
    /// The closest disliked item's title, when dislikes lowered the score.
    let disliked: String?
    /// The score with three decimals (`0.412`, `-0.080`).
    let score: String
    /// The whole reason as one plain-text line in the page's language (`close to … (shared: …)`).
    let label: String

    init(match: LibraryMatch, style: TextStyle, locale: ThemeLocale = .english) {
        title = style.text(match.closestTitle)
        link = style.url(match.closestLink)
        termList = TextFormat.nonEmpty(style.text(match.terms.joined(separator: ", ")))
        lead = style.text(locale.libraryLeadWords(match))
        hasClosest = !match.closestTitle.isEmpty
        disliked = match.dislikedTitle.map(style.text)
        let milli = Int((match.score * 1000).rounded())
        let digits = String(abs(milli) % 1000)
        score = (milli < 0 ? "-" : "") + "\(abs(milli) / 1000)." + String(repeating: "0", count: 3 - digits.count) + digits
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
        case "lead": return lead.mustacheValue
        case "hasClosest": return hasClosest.mustacheValue
        case "disliked": return disliked.mustacheValue
        default: return nil
        }
    }
}
