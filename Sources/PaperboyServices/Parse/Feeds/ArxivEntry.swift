import Foundation
import PaperboyModels
import PaperboyText

/// An entry recognised as an arXiv paper: from the API (`http://arxiv.org/abs/…` ids)
/// or from a listing feed (`oai:arXiv.org:…` ids, an announce type).
struct ArxivEntry {
    enum Origin { case api, listing }

    let id: ArxivID
    let version: Int?
    let origin: Origin

    /// Where an entry comes from, judged by its id and extension elements; nil for a non-arXiv entry.
    static func origin(of raw: RawEntry) -> Origin? {
        let rawID = raw.id ?? ""
        if rawID.hasPrefix("oai:arXiv.org:") || raw.arxivAnnounceType != nil { return .listing }
        if rawID.utf8Contains("arxiv.org/abs/") { return .api }
        return nil
    }

    init?(raw: RawEntry) {
        guard let origin = Self.origin(of: raw) else { return nil }
        self.origin = origin
        let candidates = [raw.id ?? ""] + raw.links.map(\.href)
        guard let parsed = candidates.lazy.compactMap(ArxivID.parse).first else { return nil }
        id = parsed.id
        version = parsed.version
    }

    /// The archives of arXiv's taxonomy, current and historical.
    static let archives: Set<String> = [
        "astro-ph", "cond-mat", "cs", "econ", "eess", "gr-qc", "hep-ex", "hep-lat", "hep-ph", "hep-th",
        "math", "math-ph", "nlin", "nucl-ex", "nucl-th", "physics", "q-bio", "q-fin", "quant-ph", "stat",
        "acc-phys", "adap-org", "alg-geom", "ao-sci", "atom-ph", "bayes-an", "chao-dyn", "chem-ph",
        "cmp-lg", "comp-gas", "dg-ga", "funct-an", "mtrl-th", "patt-sol", "plasm-ph", "q-alg",
        "solv-int", "supr-con", "test",
    ]

    /// True for an arXiv taxonomy term (`cs.LG`, `hep-th`, `cond-mat.mes-hall`), false for ACM/MSC codes.
    static func isTaxonomyTerm(_ term: String) -> Bool {
        let archive = term.split(separator: ".", maxSplits: 1).first.map(String.init) ?? term
        return archives.contains(archive)
    }

    /// Splits category terms into taxonomy terms and other classification codes (`I.2.6`, `68T05`).
    static func splitCategories(_ terms: [String]) -> (taxonomy: [String], other: [String]) {
        var taxonomy: [String] = []
        var other: [String] = []
        for term in terms {
            let folded = Whitespace.fold(term)
            if isTaxonomyTerm(folded) {
                if !taxonomy.contains(folded) { taxonomy.append(folded) }
                continue
            }
            for code in folded.split(whereSeparator: { $0 == ";" || $0 == "," }) {
                let trimmed = code.trimmingCharacters(in: .whitespaces)
                if !trimmed.isEmpty, !other.contains(trimmed) { other.append(trimmed) }
            }
        }
        return (taxonomy, other)
    }

    /// True for an abstract written as one escaped HTML paragraph (arXiv's RSS 1.0
    /// listings before 2024); a TeX `<p>` alone does not make one.
    static func isLegacyHTMLAbstract(_ text: String) -> Bool {
        Whitespace.fold(String(text.prefix(16))).hasPrefix("<p>") && text.utf8Range(of: "</p>") != nil
    }

    /// Removes the `arXiv:ID Announce Type: new Abstract:` head of a listing abstract;
    /// returns the abstract and the announce type it named.
    static func stripListingPrefix(_ text: String) -> (abstract: String, announceType: String?) {
        guard text.hasPrefix("arXiv:"), let marker = text.utf8Range(of: "Abstract:") else { return (text, nil) }
        let head = String(decoding: text.utf8.prefix(marker.lowerBound), as: UTF8.self)
        var type: String?
        if let typeRange = head.utf8Range(of: "Announce Type:") {
            type = Whitespace.fold(head.utf8Dropping(typeRange.upperBound))
        }
        return (text.utf8Dropping(marker.upperBound), type)
    }

    /// Splits a listing's `dc:creator` ("A (Univ X, Dept Y), B and C") into authors with
    /// ``CreditLine``, the one reading of credits; text in brackets is an affiliation.
    static func splitCreators(_ text: String) -> [Author] {
        CreditLine.people(Whitespace.fold(text)).compactMap { person in
            person.name.isEmpty ? nil : Author(name: person.name, affiliations: person.note.map { [$0] } ?? [], email: person.email)
        }
    }
}
