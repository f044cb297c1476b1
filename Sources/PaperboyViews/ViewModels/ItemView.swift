import Foundation
import PaperboyModels

/// One item as templates see it (`{{#items}}`). Kind-specific details sit in
/// ``paper`` and ``repository``; exactly one of ``isPaper``, ``isRepository`` and
/// ``isPost`` is true.
struct ItemView {
    /// A page-unique anchor, `<section id>--item-<item id slugged>`: section ids never
    /// contain `--`, so anchors cannot collide with sections or their headings (`<id>--heading`).
    let anchor: String
    /// `paper`, `repository` or `post`, for CSS classes.
    let kind: String
    let isPaper: Bool
    let isRepository: Bool
    let isPost: Bool
    let title: String
    /// The item's page; nil unless http(s).
    let url: String?
    /// `A, B, C` or ten names and `et al.`; nil without authors.
    let authors: String?
    let authorCount: Int
    /// The first author, and `et al.` when there are more (the compact view); nil without authors.
    let firstAuthor: String?
    /// The first authors, shown when the list is folded (HTML: `<details>` holds the rest).
    let authorsLead: String?
    /// The authors after ``authorsLead``, nil when the list is short.
    let authorsMore: String?
    /// `12 more`.
    let authorsMoreLabel: String?
    /// A code repository named in the abstract or comment (GitHub, GitLab, Hugging Face, Codeberg).
    let codeURL: String?
    /// `YYYY-MM-DD` (UTC).
    let published: String?
    let updated: String?
    /// ``published``, or ``updated`` when the feed gives no publication date (GitHub releases).
    let itemDate: String?
    /// The plain-text summary on one line (HTML templates: prefer ``summaryHTML``).
    let summary: String?
    /// Markdown only: the summary with its paragraphs kept, each escaped (for posts and release notes).
    let summaryBlock: String?
    /// Sanitised HTML from the parse stage — the only feed markup allowed on a page
    /// (`{{{summaryHTML}}}`); nil for Markdown and when empty.
    let summaryHTML: String?
    /// Sanitised full content, offered only when there is no summary (HTML only).
    let contentHTML: String?
    /// A paper's TL;DR or key sentence, shown above its folded abstract (compact rows leave it out).
    let summaryLine: SummaryLineView?
    /// False on an item's own page, which shows the summary open under its own heading.
    var hasSummary: Bool
    /// True for a post whose summary runs past a few lines (``foldsSummary(_:)``): HTML folds it
    /// as a paper's abstract is folded. False on the item's own page.
    var summaryFolds: Bool
    /// Categories joined with `, `.
    let categoryList: String?
    let paper: PaperView?
    let repository: RepositoryView?
    /// Highlight labels (`{{#badges}}`), in config order.
    let badges: [String]
    let hasBadges: Bool
    /// "Why it is here": one plain-text line per matched rule (`keyword “diffusion” (title)`).
    let reasons: [String]
    /// The reasons joined with `; `, nil when there are none.
    let reasonList: String?
    /// A new version of a paper first seen on an earlier day (the paper block shows the marker).
    let isUpdate: Bool
    /// How the item stands against the reader's library, in a section ranked by it.
    let library: LibraryReasonView?
    /// True for a replaced paper folded under its section's count (Markdown: one heading level down).
    var isFolded = false
    /// True for an item shown as one short row (title, first author, arXiv id, PDF, badges; no
    /// abstract): every item of a `layout: compact` section, and on HTML pages a folded replacement.
    var isCompact = false
    /// The item's own page, relative to the page showing it; nil without item pages.
    var permalink: String?
    /// The 👍, 👎 and mute links (``SiteOptions/ratingLinks``); nil without them.
    var rating: RatingView?

    init(entry: DigestEntry, sectionID: String, style: TextStyle, locale: ThemeLocale = .english) {
        let item = entry.item
        anchor = ItemView.anchor(itemID: item.id, sectionID: sectionID)
        kind = item.kind.rawValue
        isPaper = item.kind == .paper
        isRepository = item.kind == .repository
        isPost = item.kind == .post
        title = style.text(item.displayTitle)
        url = style.url(item.url)
        authors = TextFormat.authors(item.authors, etAl: locale.etAl).map { style.text($0) }
        authorCount = item.authors.count
        let names = item.authors.map(\.name).filter { !$0.isEmpty }
        firstAuthor = names.first.map { style.text(names.count > 1 ? $0 + " " + locale.etAl : $0) }
        let folded = names.count > TextFormat.maxAuthors
        authorsLead = folded ? style.text(names.prefix(TextFormat.maxAuthors).joined(separator: ", ")) : nil
        authorsMore = folded ? style.text(names.dropFirst(TextFormat.maxAuthors).joined(separator: ", ")) : nil
        authorsMoreLabel = folded ? locale.count("label.authors-more", names.count - TextFormat.maxAuthors) : nil
        codeURL = style.url(CodeLink.find(in: [item.summary, item.paper?.comment ?? ""]))
        published = TextFormat.isoDay(item.published)
        updated = TextFormat.isoDay(item.updated)
        itemDate = published ?? updated
        summary = style.optionalText(item.summary)
        summaryBlock = style == .markdown ? ItemView.paragraphs(of: item.summary, escapedLine: summary) : nil
        let html = style == .html ? TextFormat.nonEmpty(item.summaryHTML) : nil
        summaryHTML = html
        contentHTML = style == .html && html == nil && TextFormat.nonEmpty(item.summary) == nil
            ? TextFormat.nonEmpty(item.contentHTML) : nil
        summaryLine = entry.summaryLine.map { SummaryLineView(line: $0, style: style, locale: locale) }
        hasSummary = summary != nil || summaryHTML != nil || contentHTML != nil
        summaryFolds = item.kind == .post && ItemView.foldsSummary(item)
        categoryList = style.optionalText(item.categories.joined(separator: ", "))
        paper = item.paper.map { PaperView(paper: $0, entry: entry, style: style, locale: locale) }
        repository = item.repository.map { RepositoryView(repository: $0, style: style, locale: locale) }
        badges = entry.badges.map { style.text($0 == DigestEntry.backfilledBadge ? locale.text("label.backfilled") : $0) }
        hasBadges = !badges.isEmpty
        reasons = entry.reasons.map { style.text(locale.reason($0)) }
        reasonList = TextFormat.nonEmpty(reasons.joined(separator: "; "))
        isUpdate = entry.isUpdate
        library = entry.library.map { LibraryReasonView(match: $0, style: style, locale: locale) }
    }

    /// `text`'s paragraphs escaped for Markdown, nil when empty. Text of one line with a
    /// visible ASCII character on it is a single paragraph, which is `escapedLine`
    /// (``MarkdownEscaper/escape(_:)`` of it) already: most summaries, escaped once.
    static func paragraphs(of text: String, escapedLine: String?) -> String? {
        let utf8 = text.utf8
        let oneLine = utf8.withContiguousStorageIfAvailable { $0.isEmpty || memchr($0.baseAddress!, 0x0A, $0.count) == nil } ?? !utf8.contains(0x0A)
        if oneLine, utf8.contains(where: { $0 > 0x20 && $0 < 0x7F }) { return TextFormat.nonEmpty(escapedLine) }
        return TextFormat.nonEmpty(MarkdownEscaper.escapeParagraphs(text))
    }

    /// Summaries longer than this many bytes, or of more than ``openSummaryLines`` lines, fold.
    static let openSummaryBytes = 400
    static let openSummaryLines = 4

    /// True when `item`'s summary (its plain text, else its markup) runs past a few lines.
    static func foldsSummary(_ item: Item) -> Bool {
        let text = item.summary.isEmpty ? item.summaryMarkup ?? "" : item.summary
        if text.utf8.count > openSummaryBytes { return true }
        return text.utf8.lazy.filter { $0 == 0x0A }.count >= openSummaryLines
    }

    /// The item's HTML id on its day page, unique per section.
    static func anchor(itemID: String, sectionID: String) -> String {
        let idSlug = DigestSection.slug(from: itemID)
        return sectionID + "--item-" + (idSlug.isEmpty ? "0" : idSlug)
    }
}
