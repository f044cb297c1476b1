import Foundation
import PaperboyModels
import Testing
@testable import PaperboyViews

@Suite struct AuthorIndexTests {
    private func page(_ pages: [AuthorIndex.Page], _ path: String) throws -> AuthorIndex.Page {
        try #require(pages.first { $0.path == path })
    }

    @Test func authorsAreFoldedFiledByFamilyNameAndSorted() throws {
        let days = [
            SearchFixtures.day("2024-11-27", [("a", [SearchFixtures.item(1, title: "One", authors: ["Søren Østergaard", "Kurt Gödel", "Anna Zed"])])]),
            SearchFixtures.day("2024-11-28", [("a", [SearchFixtures.item(2, title: "Two", authors: ["Soren Ostergaard", "Ola Olsen", "Lovelace, Ada", "李 小龙"])])]),
        ]
        let pages = AuthorIndex.pages(documents: SearchFixtures.documents(days))
        #expect(try page(pages, "authors/index.html").letters.map(\.label) == ["G", "L", "O", "Z", "Other"])
        let o = try page(pages, "authors/o/index.html")
        #expect(o.authors.map(\.name) == ["Ola Olsen", "Soren Ostergaard"], "one Østergaard, by family name, under O")
        #expect(o.authors[1].items.map(\.title) == ["Two", "One"], "newest first")
        #expect(o.authors[1].items[0].path == "2024/11/28/index.html#" + days[1].entries[0].anchor)
        #expect(o.letters.filter(\.current).map(\.label) == ["O"])
        #expect(try page(pages, "authors/l/index.html").authors.map(\.name) == ["Lovelace, Ada"])
        #expect(try page(pages, "authors/other/index.html").authors.map(\.name) == ["李 小龙"])
    }

    @Test func pagesAndItemListsAreBounded() throws {
        let count = AuthorIndex.authorsPerPage + 5
        let crowd = SearchFixtures.item(1, title: "Crowd", authors: (0..<count).map { "Person Smith\(String(format: "%03d", $0))" })
        let prolific = (0..<(AuthorIndex.itemsPerAuthor + 2)).map { SearchFixtures.item(100 + $0, title: "Paper \($0)", authors: ["Sam Smart"]) }
        let days = [SearchFixtures.day("2024-11-27", [("a", [crowd] + prolific)])]
        let pages = AuthorIndex.pages(documents: SearchFixtures.documents(days))
        let first = try page(pages, "authors/s/index.html"), second = try page(pages, "authors/s/2.html")
        #expect(first.authors.count == AuthorIndex.authorsPerPage)
        #expect(second.authors.count == count + 1 - AuthorIndex.authorsPerPage)
        #expect(first.parts.map(\.path) == ["authors/s/index.html", "authors/s/2.html"])
        #expect(second.parts.map(\.current) == [false, true])
        let smart = try #require((first.authors + second.authors).first { $0.name == "Sam Smart" })
        #expect(smart.items.count == AuthorIndex.itemsPerAuthor)
        #expect(smart.more == 2 && smart.hasMore)
    }

    @Test func hostileNamesAreEscapedOnTheRenderedPages() throws {
        let hostile = "<script>alert(1)</script> \"Quote\" Évil"
        let item = SearchFixtures.item(1, title: "<img src=x onerror=alert(1)>", authors: [hostile])
        let digest = Digest(day: Fixtures.day, title: "T", sections: [DigestSection(id: "a", title: "A", items: [item])])
        let site = try Fixtures.renderDefault(digest)
        let page = try #require(site["authors/e/index.html"], "Évil is under E")
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(page.contains("&lt;img src=x onerror=alert(1)&gt;"))
        #expect(!page.contains("<script>alert") && !page.contains("<img src=x"))
        #expect(try #require(site["authors/index.html"]).contains("href=\"../authors/e/index.html\""))
        let search = try #require(site["search/index.html"])
        #expect(search.contains("href=\"../authors/index.html\"") && search.contains("href=\"../categories/index.html\""))
        #expect(try #require(site["archive/index.html"]).contains("href=\"../authors/index.html\""))
    }
}
