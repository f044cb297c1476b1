/// The identifiers one scholarly work is known by, as each service gives them, normalised:
/// a DOI case-folded without its `https://doi.org/` prefix, an arXiv id without `arXiv:` or
/// its version, a PMID and a PMCID as digits and `PMC` digits, an OpenAlex work id `W…`.
public struct WorkIDs: Sendable, Hashable {
    /// `10.1101/2024.01.02.573838`, lower case.
    public var doi: String?
    /// `2411.00001` or `hep-th/9901001`, no version.
    public var arxiv: String?
    /// `38012345`.
    public var pmid: String?
    /// `PMC10712345`.
    public var pmcid: String?
    /// `W4389012345`.
    public var openAlex: String?

    /// Creates ids, normalising each (see the type's summary).
    public init(doi: String? = nil, arxiv: String? = nil, pmid: String? = nil, pmcid: String? = nil, openAlex: String? = nil) {
        self.doi = doi.flatMap(Self.doi)
        self.arxiv = arxiv.flatMap(Self.arxiv)
        self.pmid = pmid.flatMap(Self.digits)
        self.pmcid = pmcid.flatMap(Self.pmcid)
        self.openAlex = openAlex.flatMap(Self.openAlex)
    }

    /// True when no id is known.
    public var isEmpty: Bool { doi == nil && arxiv == nil && pmid == nil && pmcid == nil && openAlex == nil }

    /// A DOI without resolver prefix or `doi:`, lower case; nil unless it starts `10.`.
    /// `10.48550/arXiv.X` stays a DOI here; the identity rule reads it as the arXiv id X.
    static func doi(_ text: String) -> String? {
        var value = Substring(text.trimmingCharacters(in: .whitespacesAndNewlines))
        for prefix in ["https://doi.org/", "http://doi.org/", "https://dx.doi.org/", "http://dx.doi.org/", "doi:"]
        where value.lowercased().hasPrefix(prefix) {
            value = value.dropFirst(prefix.count)
        }
        let folded = value.lowercased()
        return folded.hasPrefix("10.") && folded.count > 3 ? folded : nil
    }

    /// An arXiv id without `arXiv:`, the abs URL or its version.
    static func arxiv(_ text: String) -> String? {
        var value = text.trimmingCharacters(in: .whitespacesAndNewlines)
        for prefix in ["https://arxiv.org/abs/", "http://arxiv.org/abs/", "arxiv:", "arXiv:"] where value.hasPrefix(prefix) {
            value = String(value.dropFirst(prefix.count))
        }
        if let v = value.lastIndex(of: "v"), value[value.index(after: v)...].allSatisfy(\.isNumber), value.index(after: v) < value.endIndex {
            value = String(value[..<v])
        }
        return value.isEmpty ? nil : value
    }

    /// Digits only (a PMID, or a `https://pubmed.ncbi.nlm.nih.gov/N/` URL's N).
    static func digits(_ text: String) -> String? {
        let value = text.split(separator: "/").last.map(String.init) ?? ""
        return !value.isEmpty && value.allSatisfy(\.isASCII) && value.allSatisfy(\.isNumber) ? value : nil
    }

    /// `PMC` and digits, whatever the case or URL around it.
    static func pmcid(_ text: String) -> String? {
        let last = text.split(separator: "/").last.map(String.init) ?? ""
        let upper = last.uppercased()
        let number = upper.hasPrefix("PMC") ? String(upper.dropFirst(3)) : upper
        return digits(number).map { "PMC" + $0 }
    }

    /// `W` and digits, from the id or its `https://openalex.org/W…` URL.
    static func openAlex(_ text: String) -> String? {
        let last = (text.split(separator: "/").last.map(String.init) ?? "").uppercased()
        guard last.hasPrefix("W"), digits(String(last.dropFirst())) != nil else { return nil }
        return last
    }
}
