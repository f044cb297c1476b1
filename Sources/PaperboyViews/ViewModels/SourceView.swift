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

    init(source: DigestSource, style: TextStyle) {
        sourceName = style.text(source.name)
        format = style.text(source.format)
        feedTitle = style.optionalText(source.title)
        feedLink = style.url(source.link)
        sourceItemCount = source.itemCount
        sourceItemCountLabel = TextFormat.count(source.itemCount, "item")
        warnings = source.warnings.map { style.text($0) }
        noAnnouncement = source.announcement == .noAnnouncement
    }
}
