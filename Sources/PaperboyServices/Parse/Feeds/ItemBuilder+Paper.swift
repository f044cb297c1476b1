import Foundation
import PaperboyModels
import PaperboyText

extension ItemBuilder {
    /// A paper from an arXiv API entry or a listing item. arXiv text is plain
    /// text with TeX, whatever `type` the element claims, except the escaped
    /// `<p>…</p>` of the RSS 1.0 listings arXiv served until 2024.
    func paperItem(_ raw: RawEntry, arxiv: ArxivEntry, base: URL?) -> Item {
        let abstractText = raw.summary ?? raw.content
        var abstract = abstractText?.value ?? ""
        if abstractText?.flavour == .html, ArxivEntry.isLegacyHTMLAbstract(abstract) {
            abstract = sanitizer.sanitize(abstract, baseURL: base).text
        }
        var announce = raw.arxivAnnounceType
        if arxiv.origin == .listing {
            let stripped = ArxivEntry.stripListingPrefix(abstract)
            abstract = stripped.abstract
            announce = announce ?? stripped.announceType
        }
        // arXiv hard-wraps abstracts; a blank line is the only paragraph break it means.
        let summary = PlainTextRenderer.text(abstract)
        let (taxonomy, otherCodes) = ArxivEntry.splitCategories(raw.categories)
        var authors = raw.authors.compactMap { author($0, base: base) }
        for creator in raw.creators { authors += ArxivEntry.splitCreators(RawEntry.Person.plainCredit(creator)) }
        // arXiv names and titles are TeX (`G\"odel`, `Przemys{\l}aw`): decoded once, here, for every page, query and watchlist.
        for k in authors.indices { authors[k].name = TeXDecoder.decode(authors[k].name) }
        let pdf = raw.links.first { $0.title == "pdf" || $0.type == "application/pdf" }
            .flatMap { LinkPolicy.httpURL($0.href, baseURL: base) }
        let doiLink = raw.arxivDOI.map(Whitespace.fold).flatMap { $0.isEmpty ? nil : $0 }
        let published = raw.publishedDate
        let updated = raw.updatedDate
        let paper = Paper(
            arxivID: arxiv.id,
            version: arxiv.version,
            primaryCategory: raw.arxivPrimaryCategory.map(Whitespace.fold) ?? taxonomy.first,
            otherCodes: otherCodes,
            comment: nonEmpty(raw.arxivComment),
            journalRef: nonEmpty(raw.arxivJournalRef),
            doi: doiLink,
            announceType: announce.flatMap { AnnounceType(rawValue: $0.lowercased()) },
            absURL: alternateLink(raw, base: base),
            pdfURL: pdf
        )
        return Item(
            id: "arxiv:" + arxiv.id.value,
            kind: .paper,
            title: TeXDecoder.decode(Whitespace.fold(raw.title?.value ?? "")),
            url: paper.absURL,
            summary: summary,
            authors: authors,
            // A listing's date is the announcement of this version, not the v1 date.
            published: arxiv.origin == .api || arxiv.version == 1 ? published : nil,
            updated: arxiv.origin == .api ? (updated ?? published) : (published ?? updated),
            categories: taxonomy,
            paper: paper
        )
    }

    private func nonEmpty(_ text: String?) -> String? {
        guard let text else { return nil }
        let folded = Whitespace.fold(text)
        return folded.isEmpty ? nil : folded
    }
}
