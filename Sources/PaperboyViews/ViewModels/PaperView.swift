import PaperboyModels

/// An item's arXiv details (`{{#paper}}`).
struct PaperView {
    /// `2411.01234v2` (with the version when known).
    let arxivID: String
    let primaryCategory: String?
    /// The other categories the paper is listed in, `cs.AI, stat.ML`.
    let crossLists: String?
    /// `new`, `cross`, `replace`, `replace-cross`: how this digest shows the paper
    /// (the section's view of cross-lists and the archive's of updates), for CSS classes.
    let announceType: String?
    /// `New`, `Cross-list`, `Updated`, `Updated cross-list`; an update adds its versions when
    /// known (`Updated (v1 → v2)`).
    let announceLabel: String?
    /// ``announceLabel`` but for new submissions, which the page's group heading already names.
    let badgeLabel: String?
    let isUpdate: Bool
    let comment: String?
    let journalRef: String?
    let doi: String?
    /// `https://doi.org/…` for the DOI.
    let doiURL: String?
    let absURL: String?
    let pdfURL: String?
    let htmlURL: String?
    /// `submitted 2008-05-01`: when a paper an API search found was first submitted (no
    /// listing announced it on this day, so its own date says how new it is).
    let submitted: String?

    init(paper: Paper, entry: DigestEntry, style: TextStyle, locale: ThemeLocale = .english) {
        // An ArxivID is validated (digits, dots, lowercase letters, `-` and `/`), so it needs
        // no escaping, and leaving it alone keeps `2411.01234` readable in Markdown source.
        arxivID = paper.arxivID.value + (paper.version.map { "v\($0)" } ?? "")
        primaryCategory = style.optionalText(paper.primaryCategory)
        crossLists = style.optionalText(paper.otherCodes.joined(separator: ", "))
        let shown = PaperView.shownType(paper.announceType, entry: entry)
        announceType = shown?.rawValue
        announceLabel = shown.map { type in
            guard type.isUpdate, let old = entry.previousVersion, let new = paper.version else { return PaperView.label(type, locale: locale) }
            return PaperView.label(type, locale: locale) + " (v\(old) \u{2192} v\(new))"
        }
        badgeLabel = shown == .new ? nil : announceLabel
        isUpdate = entry.isUpdate
        comment = style.optionalText(paper.comment)
        journalRef = style.optionalText(paper.journalRef)
        doi = style.optionalText(paper.doi)
        doiURL = paper.doi.flatMap { style.url("https://doi.org/" + $0) }
        absURL = style.url(paper.absURL)
        pdfURL = style.url(paper.pdfURL)
        submitted = AnnouncementGroup(entry) == .found
            ? TextFormat.isoDay(entry.item.published).map { locale.text("paper.submitted", ["date": $0]) } : nil
        htmlURL = paper.hasHTMLVersion(dated: entry.item.updated ?? entry.item.published) ? style.url(paper.htmlURL) : nil
    }

    /// The entry's markers as an announce type; the listing's own type when the entry adds nothing.
    static func shownType(_ listed: AnnounceType?, entry: DigestEntry) -> AnnounceType? {
        switch (entry.isUpdate, entry.isCrossList) {
        case (true, true): return .replaceCross
        case (true, false): return .replace
        case (false, true): return .cross
        case (false, false): return listed == nil ? nil : .new
        }
    }

    static func label(_ type: AnnounceType, locale: ThemeLocale) -> String {
        locale.announceLabels[type] ?? type.rawValue
    }
}
