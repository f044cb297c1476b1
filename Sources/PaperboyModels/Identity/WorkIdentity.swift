import PaperboyText

/// The one rule for "is this the same work?", wherever a paper is seen (arXiv, bioRxiv,
/// PubMed, OpenAlex, Crossref, a journal feed): ids first, and a normalised title with the
/// first author's family name and a year window only when the two share no id scheme.
///
/// Ids that disagree never merge: two records whose DOIs (of the same kind), arXiv ids,
/// PMIDs, PMCIDs or OpenAlex ids differ are different works whatever their titles. A
/// preprint server's DOI (bioRxiv's `10.1101/…`) and a journal's are of different kinds,
/// so a preprint and its publication are compared by title. `10.48550/arXiv.X` is the arXiv id X.
/// docs/IDENTITY.md has the rule with examples.
public struct WorkIdentity: Sendable, Hashable {
    /// Why two records are, or are not, one work.
    public enum Verdict: Sendable, Equatable {
        /// One work: the scheme that agreed (`doi`, `arxiv`), or `title`.
        case same(String)
        /// Two works: the scheme that disagreed, or why the titles do not match.
        case different(String)

        /// True for ``same(_:)``.
        public var isSame: Bool { if case .same = self { true } else { false } }
    }

    /// The record's ids.
    public var ids: WorkIDs
    /// Its title's key.
    public var title: TitleKey
    /// The first author's folded family name (``PersonName/family``), when known.
    public var firstAuthorFamily: String?
    /// The year it was published or posted, when known.
    public var year: Int?

    /// Years apart a preprint and its publication may be.
    public static let yearWindow = 2

    /// Prefixes of the DOIs preprint servers mint (bioRxiv and medRxiv, arXiv, Research
    /// Square, Preprints.org, OSF's servers, SSRN, TechRxiv, ChemRxiv, Authorea).
    public static let preprintPrefixes: Set<String> = [
        "10.1101", "10.48550", "10.21203", "10.20944", "10.31234", "10.31219", "10.31235", "10.31222", "10.31223",
        "10.2139", "10.36227", "10.26434", "10.22541",
    ]

    /// An identity from what a record says.
    public init(ids: WorkIDs, title: String, firstAuthor: String?, year: Int?) {
        var ids = ids
        if let doi = ids.doi, doi.hasPrefix("10.48550/arxiv.") {
            ids.arxiv = ids.arxiv ?? WorkIDs.arxiv(String(doi.dropFirst("10.48550/arxiv.".count)))
            ids.doi = nil
        }
        self.ids = ids
        self.title = TitleKey(title)
        firstAuthorFamily = firstAuthor.map { PersonName($0).family }.flatMap { $0.isEmpty ? nil : $0 }
        self.year = year
    }

    /// The ids by scheme, a DOI as a preprint's or a publication's.
    private var schemes: [(String, String?)] {
        let prefix = ids.doi.map { String($0.prefix { $0 != "/" }) }
        let preprint = prefix.map(Self.preprintPrefixes.contains) ?? false
        return [("doi", preprint ? nil : ids.doi), ("preprint doi", preprint ? ids.doi : nil), ("arxiv", ids.arxiv),
                ("pmid", ids.pmid), ("pmcid", ids.pmcid), ("openalex", ids.openAlex)]
    }

    /// Whether `self` and `other` are one work, and why.
    public func compare(_ other: WorkIdentity) -> Verdict {
        let pairs = zip(schemes, other.schemes).compactMap { a, b -> (String, Bool)? in
            guard let x = a.1, let y = b.1 else { return nil }
            return (a.0, x == y)
        }
        if let differing = pairs.first(where: { !$0.1 }) { return .different("\(differing.0) differs") }
        if let agreeing = pairs.first { return .same(agreeing.0) }
        guard title.matches(other.title) else { return .different("no shared id, and the titles differ") }
        guard let a = firstAuthorFamily, let b = other.firstAuthorFamily, a == b else {
            return .different("no shared id, and the first authors differ or are unknown")
        }
        if let x = year, let y = other.year, abs(x - y) > Self.yearWindow { return .different("no shared id, and the years are far apart") }
        return .same("title")
    }

    /// True when `self` and `other` are one work.
    public func isSameWork(as other: WorkIdentity) -> Bool { compare(other).isSame }
}
