import PaperboyModels

/// An item's arXiv details (`{{#paper}}`).
struct PaperView {
    /// `2411.01234v2` (with the version when known).
    let arxivID: String
    let primaryCategory: String?
    /// `new`, `cross`, `replace`, `replace-cross`.
    let announceType: String?
    /// `New`, `Cross-list`, `Updated`, `Updated cross-list`.
    let announceLabel: String?
    let isUpdate: Bool
    let comment: String?
    let journalRef: String?
    let doi: String?
    /// `https://doi.org/…` for the DOI.
    let doiURL: String?
    let absURL: String?
    let pdfURL: String?
    let htmlURL: String?

    init(paper: Paper, style: TextStyle) {
        // An ArxivID is validated (digits, dots, lowercase letters, `-` and `/`), so it needs
        // no escaping, and leaving it alone keeps `2411.01234` readable in Markdown source.
        arxivID = paper.arxivID.value + (paper.version.map { "v\($0)" } ?? "")
        primaryCategory = style.optionalText(paper.primaryCategory)
        announceType = paper.announceType?.rawValue
        announceLabel = paper.announceType.map(PaperView.label)
        isUpdate = paper.announceType?.isUpdate ?? false
        comment = style.optionalText(paper.comment)
        journalRef = style.optionalText(paper.journalRef)
        doi = style.optionalText(paper.doi)
        doiURL = paper.doi.flatMap { style.url("https://doi.org/" + $0) }
        absURL = style.url(paper.absURL)
        pdfURL = style.url(paper.pdfURL)
        htmlURL = style.url(paper.htmlURL)
    }

    static func label(_ type: AnnounceType) -> String {
        switch type {
        case .new: return "New"
        case .cross: return "Cross-list"
        case .replace: return "Updated"
        case .replaceCross: return "Updated cross-list"
        }
    }
}
