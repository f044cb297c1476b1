import PaperboyModels

/// One source as the page footer and the notices show it (`{{#sources}}`, `{{#failedSources}}`).
///
/// Readers get a short notice per ``SourceState`` in the site's language; the record's
/// failure text (URL, path, reason) is for the operator and never reaches a page.
struct SourceView {
    let sourceName: String
    let format: String
    let feedTitle: String?
    let feedLink: String?
    let sourceItemCount: Int
    /// `15 items`.
    let sourceItemCountLabel: String
    /// The parser's warnings, in English, for the operator (the default theme does not show them).
    let warnings: [String]
    /// An arXiv listing with no announcement that day.
    let noAnnouncement: Bool
    /// An arXiv listing of another day: the day's announcement was not out yet when the run read it.
    let notAnnouncedYet: Bool
    /// The source could not be read on this run.
    let unreadable: Bool
    /// For a listing not announced yet or a source that could not be read, one sentence naming
    /// the source: `arxiv: arXiv has not announced this day yet.`, `news could not be read on this run.`
    let notice: String?
    /// For a source that could not be read, what the page shows of it, counted from the digest day:
    /// `Its data from 2024-11-26, 2 days before this day, is shown`, or `Nothing of it is shown`.
    let dataAge: String?

    init(source: DigestSource, style: TextStyle, day: DigestDay, locale: ThemeLocale = .english) {
        sourceName = style.text(source.name)
        format = style.text(source.format)
        feedTitle = style.optionalText(source.title)
        feedLink = style.url(source.link)
        sourceItemCount = source.itemCount
        sourceItemCountLabel = locale.count("label.items", source.itemCount)
        warnings = source.warnings.map { style.text($0) }
        let state = source.state
        noAnnouncement = state == .noAnnouncement
        notAnnouncedYet = state == .notAnnouncedYet
        unreadable = state == .unreadable
        switch state {
        case .notAnnouncedYet: notice = style.text(locale.text("notice.not-announced-yet", ["source": source.name]))
        case .unreadable: notice = style.text(locale.text("notice.unreadable", ["source": source.name]))
        case .fine, .noAnnouncement: notice = nil
        }
        dataAge = unreadable ? TextFormat.age(of: source.cachedAt, on: day, locale: locale) : nil
    }
}
