import PaperboyModels
import PaperboyMustache

/// An item's 👍, 👎 and mute links as templates see them (`{{#rating}}`): URLs unescaped,
/// for `{{…}}` to escape in an attribute or a text part.
struct RatingView {
    let up: String
    let down: String
    /// Nil for an item without authors.
    let mute: String?
    /// `Mute Jane Doe for 30 days`, the mute link's `aria-label` and the text part's words.
    let muteLabel: String?

    /// Nil when `links` is nil or cannot make links for `item`.
    init?(links: RatingLinks?, item: Item, day: DigestDay, locale: ThemeLocale) {
        self.init(links: links, itemID: item.id, title: item.displayTitle, authors: item.authors.map(\.name), day: day, locale: locale)
    }

    /// A section or category page's entry (``DaySummary/Entry``), rated as on its day page.
    init?(links: RatingLinks?, entry: DaySummary.Entry, day: DigestDay, locale: ThemeLocale) {
        self.init(links: links, itemID: entry.itemID, title: entry.title, authors: entry.authors, day: day, locale: locale)
    }

    private init?(links: RatingLinks?, itemID: String, title: String, authors: [String], day: DigestDay, locale: ThemeLocale) {
        guard let made = links?.links(itemID: itemID, title: title, authors: authors, on: day) else { return nil }
        up = made.up
        down = made.down
        mute = made.mute
        muteLabel = made.mutedAuthor.map { locale.text("rating.mute-label", ["name": $0, "days": String(Rating.defaultMuteDays)]) }
    }
}

extension RatingView: MustacheObject {
    func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "up": return up.mustacheValue
        case "down": return down.mustacheValue
        case "mute": return mute.mustacheValue
        case "muteLabel": return muteLabel.mustacheValue
        default: return nil
        }
    }
}
