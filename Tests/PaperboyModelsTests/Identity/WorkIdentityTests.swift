import PaperboyModels
import Testing

/// One work, one identity: ids first, never merged when they disagree; titles, first
/// authors and years only between records that share no id scheme.
@Suite struct WorkIdentityTests {
    private func work(_ title: String, _ author: String? = "Ada Lovelace", year: Int? = 2024, doi: String? = nil, arxiv: String? = nil,
                      pmid: String? = nil, openAlex: String? = nil) -> WorkIdentity {
        WorkIdentity(ids: WorkIDs(doi: doi, arxiv: arxiv, pmid: pmid, openAlex: openAlex), title: title, firstAuthor: author, year: year)
    }

    @Test func idsAreNormalised() {
        let ids = WorkIDs(doi: "https://doi.org/10.1101/2024.01.02.573838", arxiv: "arXiv:2411.00001v3", pmid: "https://pubmed.ncbi.nlm.nih.gov/38012345/",
                          pmcid: "pmc10712345", openAlex: "https://openalex.org/w4389012345")
        #expect(ids.doi == "10.1101/2024.01.02.573838")
        #expect(ids.arxiv == "2411.00001")
        #expect(ids.pmid == "38012345")
        #expect(ids.pmcid == "PMC10712345")
        #expect(ids.openAlex == "W4389012345")
        #expect(WorkIDs(doi: "not a doi", arxiv: "hep-th/9901001v2").doi == nil)
        #expect(WorkIDs(arxiv: "hep-th/9901001v2").arxiv == "hep-th/9901001")
    }

    @Test func anArxivDOIIsTheArxivID() {
        let preprint = work("Sparse attention", arxiv: "2411.00001v2")
        let viaDOI = work("Sparse attention (as OpenAlex titles it)", doi: "10.48550/arXiv.2411.00001")
        #expect(preprint.compare(viaDOI) == .same("arxiv"))
    }

    @Test func disagreeingIdsNeverMerge() {
        let a = work("A survey of graph neural networks", doi: "10.1000/a")
        let b = work("A survey of graph neural networks", doi: "10.1000/b")
        #expect(a.compare(b) == .different("doi differs"))
        let c = work("Deep learning", arxiv: "1701.00001", pmid: "1")
        let d = work("Deep learning", arxiv: "1701.00001", pmid: "2")
        #expect(!c.isSameWork(as: d), "an agreeing id does not outvote a disagreeing one")
    }

    @Test func aPreprintAndItsPublicationMatchByTitle() {
        let preprint = work("Single-cell atlas of the $\\alpha$-cell: \\\"{o}rganoids", "Smith, J.", year: 2023, doi: "10.1101/2023.05.01.538912")
        let article = work("Single-cell atlas of the α-cell: örganoids", "Jane Smith", year: 2024, doi: "10.1038/s41586-024-00001-x", pmid: "38000001")
        #expect(preprint.compare(article) == .same("title"))
        let later = work("Single-cell atlas of the α-cell: örganoids", "Jane Smith", year: 2027, doi: "10.1038/s41586-027-00001-x")
        #expect(!preprint.isSameWork(as: later), "three years apart")
    }

    @Test func aSubtitleOnlyOneVersionCarriesIsIgnored() {
        let short = work("Learning to rank papers for daily digests")
        let long = work("Learning to rank papers for daily digests: a case study on arXiv")
        #expect(short.isSameWork(as: long))
        #expect(!work("Learning: a review").isSameWork(as: work("Learning: a tutorial")), "a short main title is not enough")
    }

    @Test("near misses stay apart", arguments: [
        ("Quantum error correction, Part I", "Quantum error correction, Part II"),
        ("Quantum error correction. Part 1", "Quantum error correction. Part 2"),
        ("Comment on \"Quantum error correction below threshold\"", "Quantum error correction below threshold"),
        ("Reply to Comment on \"Quantum error correction below threshold\"", "Comment on \"Quantum error correction below threshold\""),
        ("Erratum: Quantum error correction below threshold", "Quantum error correction below threshold"),
        ("Retraction: Quantum error correction below threshold", "Quantum error correction below threshold"),
        ("Quantum error correction below threshold", "Quantum error correction above threshold"),
    ])
    func nearMisses(a: String, b: String) {
        #expect(!work(a).isSameWork(as: work(b)), "\(a) / \(b)")
    }

    @Test func theSameTitleByOtherAuthorsIsAnotherWork() {
        #expect(work("Attention is all you need", "Ashish Vaswani").compare(work("Attention is all you need", "Jane Doe"))
            == .different("no shared id, and the first authors differ or are unknown"))
        #expect(!work("Attention is all you need", nil).isSameWork(as: work("Attention is all you need", nil)))
    }

    @Test func markupAndCaseAndPunctuationAreFolded() {
        let a = work("<i>In vivo</i> CRISPR screens in <b>Drosophila</b>", "Müller, K.")
        let b = work("In Vivo CRISPR Screens in Drosophila.", "Karl Mueller")
        #expect(a.title.matches(b.title))
        #expect(TitleKey("Part III of the story").marks == ["part 3"])
    }
}
