import PaperboyModels
import PaperboyViews
import Testing

@Suite struct ItemPagePathsTests {
    @Test("an arXiv paper's page is named by its id without version", arguments: [
        ("arxiv:2411.12345", "items/2411.12345.html"),
        ("arxiv:hep-th/9901001", "items/hep-th-9901001.html"),
    ])
    func arxiv(id: String, path: String) {
        #expect(ItemPagePaths.page(of: id) == path)
    }

    @Test func otherItemsAreSluggedWithAHashSoLookAlikesStayApart() {
        let a = ItemPagePaths.slug(of: "github:owner/name")
        let b = ItemPagePaths.slug(of: "github:owner-name")
        #expect(a.hasPrefix("github-owner-name-"))
        #expect(b.hasPrefix("github-owner-name-"))
        #expect(a != b)
        #expect(a == ItemPagePaths.slug(of: "github:owner/name"), "stable")
        #expect(ItemPagePaths.slug(of: "https://blog.example/Łódź/straße").hasPrefix("https-blog-example-lodz-strasse-"))
    }

    @Test func slugsStayWithinTheLimit() {
        let long = "https://example.org/" + String(repeating: "segment/", count: 40)
        let slug = ItemPagePaths.slug(of: long)
        #expect(slug.utf8.count <= DigestSection.maxSlugLength)
        #expect(!slug.contains("--"))
        #expect(ItemPagePaths.slug(of: "∑∑∑").utf8.count == 16, "no letters: the hash alone")
    }
}
