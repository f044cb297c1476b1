import Foundation
import PaperboyModels

/// Turns a ``RawEntry`` into an ``Item``: links made absolute and safe,
/// text folded, HTML sanitised, dates parsed, arXiv entries made papers.
final class ItemBuilder {
    let feedBase: URL?
    let sanitizer = HTMLSanitizer()
    /// Entries of one feed share a base; parse it once, not per entry.
    private var parsedBases: [String: URL] = [:]

    init(feedBase: URL?) {
        self.feedBase = feedBase
    }

    func baseURL(_ text: String?) -> URL? {
        guard let text else { return nil }
        if let known = parsedBases[text] { return known }
        guard let url = URL(string: text) else { return nil }
        if parsedBases.count < 256 { parsedBases[text] = url }
        return url
    }

    /// The item for an entry, or nil when the entry has nothing to show (no title, link or text).
    /// Relative links resolve against the entry's base, else the feed's URL, else its own `<link>`.
    func item(from raw: RawEntry, channelLink: String? = nil) -> Item? {
        let base = baseURL(raw.base) ?? feedBase ?? baseURL(channelLink).flatMap { $0.scheme == nil ? nil : $0 }
        if let paper = ArxivEntry(raw: raw) {
            return paperItem(raw, arxiv: paper, base: base)
        }
        return postItem(raw, base: base)
    }

    private func postItem(_ raw: RawEntry, base: URL?) -> Item? {
        var title = raw.title.map { plainTitle($0, untyped: raw.titleIsUntyped) } ?? plainTitle(raw.fallbackTitle, untyped: false)
        let url = alternateLink(raw, base: base)
            ?? raw.mediaContents.lazy.compactMap { LinkPolicy.httpURL($0.href, baseURL: base) }.first
            ?? (raw.idIsAtomID ? raw.id.flatMap { $0.utf8.starts(with: "http".utf8) ? LinkPolicy.httpURL($0, baseURL: nil) : nil } : nil)
        let contentBase = baseURL(raw.contentBase) ?? base
        // The summary shown: the feed's summary, else its content. Plain text keeps
        // no markup of its own (it is derived when a page shows it), so none is built here.
        let shownRaw = raw.summary ?? raw.content ?? raw.fallbackSummary
        let shown = shownRaw.map { render($0, base: contentBase) } ?? SanitizedHTML(html: "", text: "")
        let content = raw.summary == nil ? nil : raw.content.map { render($0, base: contentBase, markupForText: true) }
        let published = raw.publishedDate, updated = raw.updatedDate
        guard !(title.isEmpty && url == nil && shown.text.isEmpty) else { return nil }
        let id = (raw.id ?? raw.fallbackID).map(Whitespace.fold).flatMap { $0.isEmpty ? nil : $0 }
            ?? url ?? (title.isEmpty ? nil : "title:" + title)
            ?? Self.textID(shown.text, date: published ?? updated, rawDate: raw.published ?? raw.updated)
        if title.isEmpty, let shownRaw {
            title = Self.derivedTitle(shownRaw.flavour == .text ? shown.text : sanitizer.inlineText(shownRaw.value))
        }
        var authors = raw.authors.compactMap { author($0, base: base) }
        authors += raw.creators.flatMap(RawEntry.Person.people(credit:)).compactMap { author($0, base: base) }
        for people in [raw.dcAuthors, raw.atomAuthors, raw.fallbackAuthors.flatMap(RawEntry.Person.people(credit:))] where authors.isEmpty {
            authors = people.compactMap { author($0, base: base) }
        }
        if authors.isEmpty { authors = raw.feedAuthors.compactMap { author($0, base: base) } }
        var enclosures = (raw.enclosures + raw.links.filter { $0.rel == "enclosure" }).compactMap { enclosure($0, base: base) }
        for media in raw.mediaContents {
            if let file = enclosure(media, base: base), !enclosures.contains(where: { $0.url == file.url }) { enclosures.append(file) }
        }
        return Item(
            id: id, kind: .post, title: title.isEmpty ? (url ?? id) : title, url: url,
            summary: shown.text, summaryHTML: shownRaw?.flavour == .text ? nil : shown.html,
            contentHTML: content.flatMap { $0.text == shown.text ? nil : $0.html },
            authors: authors,
            published: published ?? updated,
            updated: updated,
            categories: unique(raw.categories.map(Whitespace.fold)),
            enclosures: enclosures
        )
    }

    /// Text as folded text and sanitised HTML; plain text gets HTML only when asked for.
    private func render(_ text: RawEntry.Text, base: URL?, markupForText: Bool = false) -> SanitizedHTML {
        switch text.flavour {
        case .text:
            return markupForText ? SanitizedHTML.fromPlainText(text.value) : SanitizedHTML(html: "", text: PlainTextRenderer.text(text.value))
        case .html, .xhtml: return sanitizer.sanitize(text.value, baseURL: base)
        }
    }

    private func enclosure(_ link: RawEntry.Link, base: URL?) -> Enclosure? {
        LinkPolicy.httpURL(link.href, baseURL: base).map { Enclosure(url: $0, type: link.type, length: link.length.flatMap { Int($0) }) }
    }

    /// The entry's page: the last RSS `<link>`, else the first Atom alternate (HTML first), else a permalink guid.
    func alternateLink(_ raw: RawEntry, base: URL?) -> String? {
        let ranked = raw.links.reversed().filter { $0.isRSSLink }
            + raw.links.filter { ($0.rel ?? "alternate") == "alternate" && ($0.type == nil || $0.type!.utf8Contains("html")) }
            + raw.links.filter { ($0.rel ?? "alternate") == "alternate" }
            + raw.links.filter { $0.rel == "guid" }
        // An empty href would resolve to the feed's own URL: it names no page.
        for link in ranked where !link.href.isEmpty {
            if let url = LinkPolicy.httpURL(link.href, baseURL: base) { return url }
        }
        return nil
    }

    /// An author; one known only by an e-mail address is named by it, as feedparser shows it.
    func author(_ person: RawEntry.Person, base: URL?) -> Author? {
        let name = Whitespace.fold(person.name)
        let email = person.email.flatMap { $0.isEmpty ? nil : $0 }
        guard !name.isEmpty || email != nil else { return nil }
        return Author(
            name: name.isEmpty ? email ?? "" : name,
            affiliations: person.affiliations.map(Whitespace.fold).filter { !$0.isEmpty },
            uri: person.uri.flatMap { LinkPolicy.httpURL($0, baseURL: base) },
            email: email
        )
    }

    func unique(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.filter { !$0.isEmpty && seen.insert($0).inserted }
    }
}
