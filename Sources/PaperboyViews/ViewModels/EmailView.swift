import Foundation
import PaperboyModels

/// The daily e-mail edition as its two templates see it (`email.html`, `email.txt`).
///
/// Texts are plain: the HTML template escapes them, the text template (`{{%CONTENT_TYPE: TEXT}}`)
/// writes them as they are. A section lists its first ``itemLimit`` items; the rest, and
/// folded replacements, are counted with a link to the day's page.
struct EmailView {
    /// Items listed per section; a big day's whole list stays on the site.
    static let itemLimit = 30
    /// The longest excerpt of a summary, in characters, cut at a word.
    static let excerptLimit = 280
    /// Authors named before `et al.`.
    static let authorLimit = 3

    /// One section of the edition (`{{#sections}}`).
    struct Section {
        let title: String
        /// `12 items`.
        let countLabel: String
        /// The section on the day's page, nil without a base URL.
        let sectionURL: String?
        let items: [Item]
        /// `and 40 more, and 12 replaced papers, on the site`, nil when every item is listed.
        let moreLabel: String?
    }

    /// One item of a section (`{{#items}}`).
    struct Item {
        let title: String
        /// The item's own page, else its place on the day's page, nil when neither is known.
        let url: String?
        /// `Ada Lovelace, Alan Turing, Grace Hopper et al.`, nil without authors.
        let firstAuthors: String?
        /// The labelled summary line (a paper's TL;DR or key sentence), else the summary's start,
        /// cut at a word with `…`; nil when empty.
        let excerpt: String?
        /// The highlight labels joined with ` · `, nil without badges.
        let badgeList: String?
        /// Why the item is here (`keyword “diffusion” (title)`), nil when no rule says.
        let why: String?
        /// The 👍, 👎 and mute links, nil without ``SiteOptions/ratingLinks``.
        let rating: RatingView?
    }

    let siteTitle: String
    let subject: String
    /// `YYYY-MM-DD`.
    let date: String
    let dateLong: String
    /// The day's page under the base URL, nil without one.
    let dayURL: String?
    let itemCountLabel: String
    let isEmpty: Bool
    let noAnnouncement: Bool
    let sections: [Section]
    let failedSources: [SourceView]
    let hasFailedSources: Bool

    init(digest: Digest, subject: String, baseURL: String?, locale: ThemeLocale = .english, ratingLinks: RatingLinks? = nil) {
        siteTitle = digest.title
        self.subject = subject
        date = digest.day.isoText
        dateLong = locale.longDay(digest.day)
        let dayURL = baseURL.map { $0 + SitePaths.day(digest.day) }
        self.dayURL = dayURL
        itemCountLabel = locale.count("label.items", digest.distinctItemCount)
        isEmpty = digest.distinctItemCount == 0
        noAnnouncement = digest.status == .noAnnouncement
        sections = digest.sections.filter { !$0.entries.isEmpty }.map { Self.section($0, dayURL: dayURL, locale: locale,
                                                                                              ratings: ratingLinks, day: digest.day) }
        failedSources = digest.sources.map { SourceView(source: $0, style: .html, day: digest.day, locale: locale) }.filter { $0.notice != nil }
        hasFailedSources = !failedSources.isEmpty
    }

    private static func section(_ section: DigestSection, dayURL: String?, locale: ThemeLocale,
                                ratings: RatingLinks?, day: DigestDay) -> Section {
        let folds = section.replacements == .fold
        let shown = section.entries.filter { !(folds && $0.item.kind == .paper && $0.isUpdate) }
        let listed = shown.prefix(itemLimit).map { entry in
            let item = entry.item
            let names = item.authors.map(\.name).filter { !$0.isEmpty }
            let authors = names.prefix(authorLimit).joined(separator: ", ") + (names.count > authorLimit ? " " + locale.etAl : "")
            return Item(title: item.displayTitle,
                        url: SafeURL.web(item.url) ?? dayURL.map { $0 + "#" + ItemView.anchor(itemID: item.id, sectionID: section.id) },
                        firstAuthors: TextFormat.nonEmpty(authors),
                        excerpt: excerpt(of: entry.summaryLine.map(locale.labelled) ?? item.summary),
                        badgeList: TextFormat.nonEmpty(entry.badges.joined(separator: " \u{B7} ")),
                        why: TextFormat.nonEmpty(entry.reasons.map(locale.reason).joined(separator: "; ")),
                        rating: RatingView(links: ratings, item: item, day: day, locale: locale))
        }
        let more = shown.count - listed.count, replaced = section.entries.count - shown.count
        let moreLabel: String? = switch (more > 0, replaced > 0) {
        case (true, true): locale.text("email.more-and-replaced", ["more": locale.grouped(more), "replaced": locale.count("label.replaced", replaced)])
        case (true, false): locale.count("email.more", more)
        case (false, true): locale.text("email.replaced", ["replaced": locale.count("label.replaced", replaced)])
        case (false, false): nil
        }
        return Section(title: section.title, countLabel: locale.count("label.items", section.entries.count),
                       sectionURL: dayURL.map { $0 + "#" + section.id }, items: listed, moreLabel: moreLabel)
    }

    /// `text` on one line, cut at the last space within ``excerptLimit`` characters with `…`.
    static func excerpt(of text: String) -> String? {
        let line = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard line.count > excerptLimit else { return TextFormat.nonEmpty(line) }
        let head = line.prefix(excerptLimit)
        let cut = head.lastIndex(of: " ").map { head[..<$0] } ?? head
        return cut.trimmingCharacters(in: .punctuationCharacters) + "\u{2026}"
    }
}
