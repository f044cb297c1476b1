import Foundation
import Testing
import PaperboyModels
@testable import PaperboyServices

@Suite struct ArxivParsingTests {
    @Test func apiFeedExposesPaging() throws {
        let feed = try Fixtures.parse("arxiv-api.xml", kind: .arxiv)
        #expect(feed.kind == .arxiv)
        #expect(feed.totalResults == 5120)
        #expect(feed.startIndex == 0)
        #expect(feed.itemsPerPage == 2)
        #expect(feed.items.count == 2)
    }

    @Test func apiEntryBecomesAFullPaper() throws {
        let item = try Fixtures.parse("arxiv-api.xml").items[0]
        #expect(item.kind == .paper)
        #expect(item.id == "arxiv:2411.01234")
        #expect(item.title == "Learning to Route: Sparse Mixtures of Experts for $\\ell_1$-Regularised Transformers")
        #expect(item.summary == "We study routing in sparse mixtures of experts where $x < y$ and the gate is $\\sigma(Wx)$. Experiments on Zürich-1M show a 12% gain.")
        #expect(item.summaryHTML.contains("$x &lt; y$"))
        #expect(item.authors == [
            Author(name: "Amélie Dubois", affiliations: ["ETH Zürich", "Inria"]),
            Author(name: "Kenji Watanabe"),
        ])
        #expect(item.categories == ["cs.LG", "stat.ML"])
        #expect(item.published == Fixtures.date("2024-11-02T09:00:00Z"))
        #expect(item.updated == Fixtures.date("2024-11-27T18:12:01Z"))
        let paper = try #require(item.paper)
        #expect(paper.arxivID.value == "2411.01234")
        #expect(paper.version == 2)
        #expect(paper.primaryCategory == "cs.LG")
        #expect(paper.otherCodes == ["I.2.6", "F.2.2", "68T05"])
        #expect(paper.comment == "12 pages, 4 figures; code at https://github.com/example/route")
        #expect(paper.journalRef == "Proc. ICML 2025")
        #expect(paper.doi == "10.1000/example.2024.17")
        #expect(paper.absURL == "https://arxiv.org/abs/2411.01234v2")
        #expect(paper.pdfURL == "https://arxiv.org/pdf/2411.01234v2")
        #expect(paper.htmlURL == "https://arxiv.org/html/2411.01234v2")
        #expect(paper.announceType == nil)
    }

    @Test func oldStyleIdKeepsItsArchive() throws {
        let item = try Fixtures.parse("arxiv-api.xml").items[1]
        #expect(item.id == "arxiv:hep-th/9901001")
        #expect(item.paper?.version == 1)
        #expect(item.paper?.primaryCategory == "hep-th")
    }

    @Test func errorEntryIsATypedErrorNotAPaper() throws {
        let error = try #require(throws: FeedParseError.self) { try Fixtures.parse("arxiv-api-error.xml") }
        #expect(error.kind == .arxivAPI)
        #expect(error.reason == "arXiv API error: incorrect id format for 9999.bogus")
    }

    @Test func listingItemsArePapersWithAnnounceTypes() throws {
        let feed = try Fixtures.parse("arxiv-listing.xml", kind: .arxivListing)
        #expect(feed.kind == .arxivListing)
        #expect(feed.date == Fixtures.date("2024-11-28T05:00:00Z"))
        let first = feed.items[0]
        #expect(first.id == "arxiv:2411.18001")
        #expect(first.summary == "We show that a tokeniser can unlearn rare merges; $O(n \\log n)$ time.")
        #expect(first.paper?.announceType == .new)
        #expect(first.paper?.version == 1)
        #expect(first.paper?.primaryCategory == "cs.CL")
        #expect(first.categories == ["cs.CL", "cs.LG"])
        #expect(first.published == Fixtures.date("2024-11-28T05:00:00Z"))
        #expect(first.authors == [
            Author(name: "Mara Olsen", affiliations: ["University of Oslo, Department of Informatics"]),
            Author(name: "Tomás Ruiz"), Author(name: "Li Wei"), Author(name: "Priya Natarajan"),
        ])
    }

    @Test func listingReplacementCarriesDoiAndJournalRef() throws {
        let item = try Fixtures.parse("arxiv-listing.xml").items[1]
        #expect(item.paper?.announceType == .replaceCross)
        #expect(item.paper?.announceType?.isUpdate == true)
        #expect(item.paper?.announceType?.isCrossList == true)
        #expect(item.paper?.version == 3)
        #expect(item.paper?.doi == "10.1000/cvm.2024.3")
        #expect(item.paper?.journalRef == "Trans. Vision 12 (2024) 1-20")
        #expect(item.published == nil)
        #expect(item.updated == Fixtures.date("2024-11-28T05:00:00Z"))
    }

    @Test func listingAtomFormat() throws {
        let feed = try Fixtures.parse("arxiv-listing.atom")
        #expect(feed.kind == .arxivListing)
        let item = try #require(feed.items.first)
        #expect(item.id == "arxiv:2411.18200")
        #expect(item.paper?.announceType == .cross)
        #expect(item.summary == "Agents that ask clarifying questions.")
        #expect(item.authors.map(\.name) == ["Noor Haddad", "Emil Sørensen"])
    }

    @Test func emptyListingIsAValidEmptyDay() throws {
        let feed = try Fixtures.parse("arxiv-listing-empty.xml", kind: .arxivListing)
        #expect(feed.items.isEmpty)
        #expect(feed.kind == .arxivListing)
        #expect(feed.date == Fixtures.date("2024-11-30T05:00:00Z"))
    }

    @Test func listingErrorChannelIsATypedError() throws {
        let error = try #require(throws: FeedParseError.self) { try Fixtures.parse("arxiv-listing-error.xml") }
        #expect(error.kind == .arxivFeed)
        #expect(error.reason == "arXiv feed error: Bad category 'cs.XX'.")
    }

    @Test func askingForTheWrongKindIsAnError() throws {
        let error = try #require(throws: FeedParseError.self) { try Fixtures.parse("rss2-modules.xml", kind: .arxiv) }
        #expect(error.kind == .unexpectedKind)
        #expect(error.reason == "expected kind 'arxiv' but the document is 'rss'")
    }

    @Test("splits listing creators", arguments: [
        ("A. One, B. Two", ["A. One", "B. Two"]),
        ("A. One and B. Two", ["A. One", "B. Two"]),
        ("A. One (X Univ, Y Dept), B. Two (Z Lab)", ["A. One", "B. Two"]),
        ("Solo Author", ["Solo Author"]),
        ("", []),
    ])
    func splitsCreators(text: String, names: [String]) {
        #expect(ArxivEntry.splitCreators(text).map(\.name) == names)
    }
}
