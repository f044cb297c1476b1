import PaperboyModels
import PaperboyServices
import Testing

/// Each reader on small files written like the real exports, each with a broken entry.
@Suite struct LibraryReaderTests {
    static let bibtex = #"""
        % Encoding: UTF-8  (JabRef writes this line)

        @article{vaswani2017attention,
          title = {Attention Is All You Need},
          author = {Vaswani, Ashish and Shazeer, Noam and Parmar, Niki},
          journal = {arXiv preprint arXiv:1706.03762},
          year = {2017}
        }

        @misc{kingma_auto-encoding_2014,
        	title = {Auto-{Encoding} {Variational} {Bayes}},
        	url = {http://arxiv.org/abs/1312.6114},
        	doi = {10.48550/arXiv.1312.6114},
        	abstract = {How can we perform efficient inference and learning in directed probabilistic models?},
        	publisher = {arXiv},
        	author = {Kingma, Diederik P. and Welling, Max},
        	month = may,
        	year = {2014},
        	note = {arXiv:1312.6114 [stat]},
        	keywords = {Computer Science - Machine Learning, Statistics - Machine Learning},
        }

        @string{nips = "Advances in Neural Information Processing Systems"}
        @inproceedings{hoDenoising2020,
          title = "Denoising Diffusion Probabilistic Models",
          booktitle = nips # " 33",
          author = {Ho, Jonathan and Jain, Ajay and Abbeel, Pieter},
          eprint = {2006.11239},
          archivePrefix = {arXiv},
          primaryClass = {cs.LG},
          date = {2020-06-19},
        }

        @article{broken,
          title = {Missing a comma}
          author = {Nobody}
        }

        @article{godel1931,
          title = {{\"U}ber formal unentscheidbare S{\"a}tze},
          author = {G{\"o}del, Kurt},
          journal = {Monatshefte f{\"u}r Mathematik und Physik},
          volume = {38},
          doi = {10.1007/BF01700692},
          year = {1931}
        }
        """#

    @Test func bibtexInTheCommonExportStyles() {
        let result = BibTeXReader.read(Array(Self.bibtex.utf8), file: "refs.bib")
        #expect(result.entries.map(\.title) == [
            "Attention Is All You Need", "Auto-Encoding Variational Bayes", "Denoising Diffusion Probabilistic Models",
            "Über formal unentscheidbare Sätze",
        ])
        let e = result.entries
        #expect(e[0].arxivID?.value == "1706.03762")
        #expect(e[0].authors == ["Vaswani, Ashish", "Shazeer, Noam", "Parmar, Niki"])
        #expect(e[1].arxivID?.value == "1312.6114")
        #expect(e[1].doi == nil)
        #expect(e[1].month == 5)
        #expect(e[1].keywords.count == 2)
        #expect(e[1].abstract.hasPrefix("How can we perform"))
        #expect(e[2].arxivID?.value == "2006.11239")
        #expect(e[2].year == 2020 && e[2].month == 6)
        #expect(e[3].doi == "10.1007/bf01700692")
        #expect(e[3].authors == ["Gödel, Kurt"])
        #expect(e[3].link == "https://doi.org/10.1007/bf01700692")
        #expect(result.issues.map(\.line) == [34])
        #expect(result.issues.first?.description.hasPrefix("refs.bib:34: expected , or }") == true)
    }

    @Test func cslJSONWithABrokenItem() {
        let json = """
            [
              {"id": "http://zotero.org/users/1/items/A", "type": "article", "title": "Language Models are Few-Shot Learners",
               "author": [{"family": "Brown", "given": "Tom B."}, {"literal": "OpenAI"}],
               "issued": {"date-parts": [[2020, 5, 28]]}, "number": "arXiv:2005.14165", "URL": "http://arxiv.org/abs/2005.14165",
               "abstract": "Recent work has demonstrated substantial gains.", "keyword": "Computer Science - Computation and Language"},
              {"id": "B", "title": "Bad" "issued": {"date-parts": [[2021]]}},
              {"id": "C", "type": "article-journal", "title": "Deep learning", "DOI": "10.1038/nature14539",
               "issued": {"date-parts": [["2015", "5"]]}}
            ]
            """
        let result = CSLJSONReader.read(Array(json.utf8), file: "lib.json")
        #expect(result.entries.map(\.title) == ["Language Models are Few-Shot Learners", "Deep learning"])
        #expect(result.entries[0].arxivID?.value == "2005.14165")
        #expect(result.entries[0].authors == ["Brown, Tom B.", "OpenAI"])
        #expect(result.entries[0].month == 5)
        #expect(result.entries[1].doi == "10.1038/nature14539")
        #expect(result.entries[1].year == 2015)
        #expect(result.issues.map(\.line) == [6])
    }

    @Test func risWithAnUnclosedRecord() {
        let ris = """
            TY  - JOUR
            TI  - Mastering the game of Go with deep neural networks
              and tree search
            AU  - Silver, David
            AU  - Huang, Aja
            PY  - 2016
            DA  - 2016/01/28/
            DO  - 10.1038/nature16961
            KW  - games; search
            ER  - 

            TY  - JOUR
            TI  - Never closed
            AU  - Someone

            TY  - ELEC
            TI  - Scaling Laws for Neural Language Models
            UR  - http://arxiv.org/abs/2001.08361
            ER  - 
            """
        let result = RISReader.read(Array(ris.utf8), file: "lib.ris")
        #expect(result.entries.map(\.title) == ["Mastering the game of Go with deep neural networks and tree search",
                                                "Scaling Laws for Neural Language Models"])
        #expect(result.entries[0].month == 1 && result.entries[0].year == 2016)
        #expect(result.entries[0].keywords == ["games", "search"])
        #expect(result.entries[1].arxivID?.value == "2001.08361")
        #expect(result.entries[1].year == 2020)
        #expect(result.issues.map(\.line) == [12])
    }

    @Test func idListWithComments() {
        let list = """
            # my reading list
            2401.01234v2
            arXiv:hep-th/9901001   # an old one
            https://arxiv.org/abs/2310.00001
            10.1145/3292500.3330701
            https://doi.org/10.1038/S41586-021-03819-2

            not an id
            """
        let result = IDListReader.read(Array(list.utf8), file: "ids.txt")
        #expect(result.entries.map { $0.identity ?? "" } == [
            "arxiv:2401.01234", "arxiv:hep-th/9901001", "arxiv:2310.00001", "doi:10.1145/3292500.3330701", "doi:10.1038/s41586-021-03819-2",
        ])
        #expect(result.entries[0].year == 2024 && result.entries[0].month == 1)
        #expect(result.issues.map(\.line) == [8])
    }

    @Test("the format a name or the first bytes say", arguments: [
        ("a.bib", LibraryFormat.bibtex), ("a.JSON", .cslJSON), ("a.ris", .ris), ("ids.txt", .idList),
    ])
    func formatByName(name: String, format: LibraryFormat) {
        #expect(LibraryFormat(fileName: name) == format)
    }

    @Test func formatBySniffing() {
        #expect(LibraryFormat(sniffing: Array("% comment\n@article{x,}".utf8)) == .bibtex)
        #expect(LibraryFormat(sniffing: Array("\n  [ {} ]".utf8)) == .cslJSON)
        #expect(LibraryFormat(sniffing: Array("TY  - JOUR\n".utf8)) == .ris)
        #expect(LibraryFormat(sniffing: Array("# ids\n2401.01234\n".utf8)) == .idList)
    }
}
