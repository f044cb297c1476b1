import PaperboyModels

/// The text of every HTML page's `<meta name="description">` (and `og:description`):
/// for a day, its counts and first titles; elsewhere, what the page is for.
///
/// Plain text: templates escape it for the attribute it lands in.
enum PageDescription {
    /// Descriptions longer than this are cut at a word (with `…`); search engines show about 160 characters.
    static let limit = 200
    /// How many titles a day's description names.
    static let titleCount = 3

    /// `Thursday, 28 November 2024: 12 items (Papers 10, Repositories 2). First title; Second title; …`
    static func day(_ digest: Digest, locale: ThemeLocale) -> String {
        let counts = digest.sections.filter { !$0.entries.isEmpty }.map { "\($0.title) \($0.entries.count)" }
        var text = locale.text("description.day", ["date": locale.longDay(digest.day), "items": locale.count("label.items", digest.distinctItemCount)])
        if !counts.isEmpty { text += " (" + counts.joined(separator: ", ") + ")" }
        var seen = Set<String>()
        var titles: [String] = []
        for entry in digest.sections.flatMap(\.entries) where titles.count < titleCount && seen.insert(entry.item.id).inserted {
            titles.append(oneLine(entry.item.displayTitle))
        }
        if !titles.isEmpty { text += ". " + titles.joined(separator: "; ") }
        return cut(text)
    }

    /// A site-wide page's purpose: `key` names its text (`description.archive`), `name` is the
    /// category's or section's.
    static func page(_ key: String, site: String, name: String = "", locale: ThemeLocale) -> String {
        cut(locale.text(key, ["site": site, "name": name]))
    }

    /// The first sentences of an item's summary that fit in ``limit``, else its start cut at a
    /// word; the title without a summary. Only the summary's head is read (scalars, not
    /// `Character`s: an item page per item makes this a hot path).
    static func item(_ item: Item) -> String {
        var head = String.UnicodeScalarView()
        var count = 0
        var pendingSpace = false
        var complete = true
        var lastSentenceEnd: String.UnicodeScalarView.Index?
        for scalar in item.summary.unicodeScalars {
            let v = scalar.value
            let isSpace = v < 0x80 ? (v == 0x20 || (v >= 0x09 && v <= 0x0D)) : scalar.properties.isWhitespace
            if isSpace {
                pendingSpace = !head.isEmpty
                continue
            }
            if count + (pendingSpace ? 2 : 1) >= limit {
                complete = false
                break
            }
            if pendingSpace {
                if head.last == "." { lastSentenceEnd = head.endIndex }
                head.append(" ")
                count += 1
                pendingSpace = false
            }
            head.append(scalar)
            count += 1
        }
        if head.isEmpty { return cut(item.displayTitle) }
        if complete { return String(head) }
        if let end = lastSentenceEnd { return String(head[..<end]) }
        let text = String(head)
        return (text.lastIndex(of: " ").map { text[..<$0] } ?? Substring(text)) + "…"
    }

    /// `text` on one line, runs of white space as one space.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).joined(separator: " ")
    }

    /// `text` cut to ``limit`` characters at a space, with `…`.
    static func cut(_ text: String) -> String {
        let text = oneLine(text)
        guard text.count > limit else { return text }
        let head = text.prefix(limit - 1)
        let atSpace = head.lastIndex(of: " ").map { head[..<$0] } ?? head
        return atSpace + "…"
    }
}
