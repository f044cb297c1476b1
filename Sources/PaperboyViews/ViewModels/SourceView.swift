import PaperboyModels

/// One source as the page footer shows it (`{{#sources}}`).
struct SourceView {
    let sourceName: String
    let format: String
    let feedTitle: String?
    let feedLink: String?
    let sourceItemCount: Int
    /// `15 items`.
    let sourceItemCountLabel: String
    let warnings: [String]
    /// An arXiv listing with no announcement that day.
    let noAnnouncement: Bool
    /// Why the source failed this run, when it did.
    let failure: String?
    /// For a failed source, what the page shows of it, counted from the digest day:
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
        noAnnouncement = source.announcement == .noAnnouncement
        failure = source.failure.map { style.text($0.isEmpty ? locale.text("label.source-failed") : $0) }
        dataAge = source.failure == nil ? nil : TextFormat.age(of: source.cachedAt, on: day, locale: locale)
    }
}
