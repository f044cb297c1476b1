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
        let days = String(Rating.defaultMuteDays)
        guard let made = links?.links(for: item, on: day, muteNote: "# " + locale.text("rating.mute-note")) else { return nil }
        up = made.up
        down = made.down
        mute = made.mute
        muteLabel = made.mutedAuthor.map { locale.text("rating.mute-label", ["name": $0, "days": days]) }
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
