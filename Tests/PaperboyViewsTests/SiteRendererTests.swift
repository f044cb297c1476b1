import Foundation
import Testing
import PaperboyModels
@testable import PaperboyViews

@Suite struct SiteRendererTests {
    @Test func producesTheDayPagesAndAssetsSortedByPath() throws {
        let files = try SiteRenderer(theme: Theme.load(from: Fixtures.templatesFolder, fileSystem: .disk)).render(Fixtures.digest())
        #expect(files.map(\.path) == [
            ".nojekyll", "2024/11/28/compact.html", "2024/11/28/index.html", "2024/11/28/index.md", "404.html", "archive/index.html",
            "assets/favicon.svg", "assets/keys.js", "assets/search.js", "assets/style.css", "authors/b/index.html", "authors/index.html", "authors/l/index.html", "authors/x/index.html", "categories/cs-cl/index.html", "categories/index.html",
            "feeds/atom.xml", "feeds/empty.atom.xml", "feeds/empty.json", "feeds/feed.json", "feeds/papers.atom.xml",
            "feeds/papers.json", "feeds/posts.atom.xml", "feeds/posts.json", "feeds/repos.atom.xml", "feeds/repos.json",
            "index.html", "index.md", "robots.txt", "search/2024-11.js", "search/index.html", "search/index.js", "sections/empty/index.html",
            "sections/papers/index.html", "sections/posts/index.html", "sections/repos/index.html",
        ])
    }

    @Test func categoriesThatSlugAlikeKeepTheirOwnPages() throws {
        func post(_ id: String, _ category: String) -> Item {
            Item(id: id, kind: .post, title: "Post " + id, url: "https://example.org/" + id, summary: "", categories: [category])
        }
        let digest = Fixtures.digest(sections: [DigestSection(id: "posts", title: "Posts", items: [
            post("a", "Machine Learning"), post("b", "machine-learning"), post("c", "machine learning!"), post("d", "other"), post("e", "···"),
        ])])
        let pages = try Fixtures.renderDefault(digest)
        let names = ["Machine Learning": "machine-learning", "machine learning!": "machine-learning-2",
                     "machine-learning": "machine-learning-3", "other": "other", "···": "other-2"]
        for (name, slug) in names {
            let page = try #require(pages["categories/\(slug)/index.html"], "no page for \(name)")
            #expect(page.contains(name), "the page of \(slug) names \(name)")
            #expect(pages["categories/index.html"]?.contains("href=\"\(slug)/index.html\"") == true)
        }
        #expect(pages["categories/machine-learning-2/index.html"]?.contains("Post c") == true)
        #expect(pages["categories/machine-learning-2/index.html"]?.contains("Post a") == false)
    }

    /// A section page labels an arXiv paper's source link as the item page does (its abstract page), any other item's as its original page.
    @Test func sectionPagesNameWhatASourceLinkOpens() throws {
        let pages = try Fixtures.renderDefault(Fixtures.digest())
        let papers = try #require(pages["sections/papers/index.html"])
        #expect(papers.contains(#"<a class="source-link" href="https://arxiv.org/abs/2411.01234v1">Abstract page</a>"#))
        let repositories = try #require(pages["sections/repos/index.html"])
        #expect(repositories.contains(#"<a class="source-link" href="https://github.com/octo/swift-thing">Original page</a>"#))
        for page in [papers, repositories] { #expect(!page.contains(">source</a>")) }
    }

    @Test func hostileTextIsEscapedInHTML() throws {
        let html = try #require(try Fixtures.renderDefault(Fixtures.digest())["index.html"])
        #expect(html.contains(#"<a href="https://arxiv.org/abs/2411.01234v1">Attention &lt;script&gt;alert(1)&lt;/script&gt; is *all* you need</a>"#))
        #expect(html.contains(#"<p class="authors">Ada `Lovelace`, [x](javascript:alert(1))</p>"#))
        #expect(html.contains(#"<p class="comment">12 pages, &lt;i&gt;3&lt;/i&gt; figures</p>"#))
        #expect(html.contains(#"<title>Daily &lt;Digest&gt; · 2024-11-28</title>"#))
        #expect(html.contains(##"<li><a href="#papers">Papers &amp; *Preprints*</a> <span class="count">1</span>"##))
        // The sanitised summary is the only markup that passes through.
        #expect(html.contains(#"<summary>Abstract</summary><p>We show that <b>bold</b> claims &amp; _emphasis_ hold.</p></details>"#))
        // A javascript: URL never becomes a link: the title is shown as text.
        #expect(html.contains(#"<h3>1. Release `v2` &gt; notes</h3>"#))
        #expect(!html.contains("<script>"))
        #expect(!html.contains("href=\"javascript"))
    }

    @Test func anHTMLLinkOnlyForPapersArxivMakesHTMLFor() throws {
        func paper(_ id: String, version: Int, updated: Date) -> Item {
            var item = Fixtures.paper(title: "Paper \(id)")
            item.id = "arxiv:" + id
            item.updated = updated
            item.paper = Paper(arxivID: ArxivID(id)!, version: version, announceType: version > 1 ? .replace : .new)
            return item
        }
        let old = Date(timeIntervalSince1970: 1_230_000_000)  // December 2008
        let items = [Fixtures.paper(), paper("0801.1234", version: 1, updated: old), paper("0802.1234", version: 3, updated: old),
                     paper("2310.15508", version: 3, updated: Fixtures.published)]
        let digest = Fixtures.digest(sections: [DigestSection(id: "papers", title: "Papers", items: items)])
        let html = try #require(try Fixtures.renderDefault(digest)["index.html"])
        #expect(html.contains(#"<a href="https://arxiv.org/html/2411.01234v1">HTML</a>"#))
        #expect(html.contains("https://arxiv.org/pdf/0801.1234v1") && html.contains("https://arxiv.org/pdf/0802.1234v3"))
        #expect(!html.contains("https://arxiv.org/html/0801.1234"), "arXiv has no HTML for a paper from 2008")
        #expect(!html.contains("https://arxiv.org/html/0802.1234"), "nor for its v3 of 2008")
        #expect(html.contains("https://arxiv.org/html/2310.15508v3"), "a version submitted in 2024 has one")
    }

    @Test func hostileTextIsEscapedInMarkdown() throws {
        let md = try #require(try Fixtures.renderDefault(Fixtures.digest())["index.md"])
        #expect(md.hasPrefix("# Daily \\<Digest>\n\nThursday, 28 November 2024 · 3 items\n\nContents:\n\n"
            + "- Papers \\& \\*Preprints\\*: 1 item (1 new)\n- Repositories: 1 item\n- Posts: 1 item\n\n## Papers \\& \\*Preprints\\*\n\n"))
        #expect(md.contains(##"### [Attention \<script>alert(1)\</script> is \*all\* you need](https://arxiv.org/abs/2411.01234v1)"##))
        #expect(md.contains(##"- Authors: Ada \`Lovelace\`, \[x\](javascript:alert(1))"##))
        #expect(md.contains(##"> We show that \<b>bold\</b> claims \& \_emphasis\_ hold."##))
        #expect(md.contains("### 1\\. Release \\`v2\\` > notes\n"))
        #expect(md.contains(##"Fixes \#12 and !\[img\](http://x/y.png)"##))
        #expect(md.contains(##"A \*fast\* thing \| with pipes"##))
        #expect(!md.contains("[x](javascript"))
    }

    @Test func paperBlockInMarkdownIsExact() throws {
        let digest = Fixtures.digest(sections: [DigestSection(id: "p", title: "P", items: [Fixtures.paper(title: "Plain", authors: ["A B"])])])
        let md = try #require(try Fixtures.renderDefault(digest)["index.md"])
        let expected = """
            ## P

            ### [Plain](https://arxiv.org/abs/2411.01234v1)

            - arXiv:2411.01234v1 · cs.CL · New · [abstract](https://arxiv.org/abs/2411.01234v1) · [PDF](https://arxiv.org/pdf/2411.01234v1)
            - Authors: A B
            - Comment: 12 pages, \\<i>3\\</i> figures

            > We show that \\<b>bold\\</b> claims \\& \\_emphasis\\_ hold.


            """
        #expect(md.contains(expected))
    }

    @Test func htmlPageIsSelfContainedAndAccessible() throws {
        let html = try #require(try Fixtures.renderDefault(Fixtures.digest())["index.html"])
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n"))
        #expect(html.components(separatedBy: "<h1").count == 2)
        for landmark in ["<header", "<main", "<nav", "<footer"] { #expect(html.contains(landmark)) }
        #expect(html.contains(#"<link rel="stylesheet" href="assets/style.css">"#))
        // The one script is the theme's own keyboard navigation, deferred: the page works without it.
        #expect(html.components(separatedBy: "<script").count == 2)
        #expect(html.contains(#"<script defer src="assets/keys.js"></script>"#))
        #expect(!html.contains("href=\"//"))
        #expect(html.contains(#"<p class="empty">No items in this section today.</p>"#))
    }

    @Test func authorsFoldAfterTen() throws {
        let names = (1...12).map { "Author \($0)" }
        let digest = Fixtures.digest(sections: [DigestSection(id: "p", title: "P", items: [Fixtures.paper(title: "T", authors: names)])])
        let html = try #require(try Fixtures.renderDefault(digest)["index.html"])
        #expect(html.contains("<details class=\"authors\"><summary>Author 1, Author 2, Author 3, Author 4, Author 5, Author 6, Author 7, Author 8, Author 9, Author 10 <span class=\"more\">et al. (2 more)</span></summary>Author 11, Author 12</details>"))
    }

    @Test func emptyDigestSaysSo() throws {
        let digest = Digest(day: Fixtures.day, title: "T", sections: [DigestSection(id: "a", title: "A", items: [])])
        let files = try Fixtures.renderDefault(digest)
        #expect(files["index.html"]?.contains("Nothing matched today.") == true)
        #expect(files["index.html"]?.contains("class=\"toc\"") == false)
        #expect(files["index.md"]?.contains("Nothing matched today.") == true)
    }

    @Test func renderingIsDeterministic() throws {
        let renderer = try SiteRenderer(theme: Theme.load(from: Fixtures.templatesFolder, fileSystem: .disk))
        let first = try renderer.render(Fixtures.digest())
        let second = try SiteRenderer(theme: Theme.load(from: Fixtures.templatesFolder, fileSystem: .disk)).render(Fixtures.digest())
        #expect(first == second)
    }

    @Test func aThemeWithoutTheDayTemplateFailsClearly() throws {
        let theme = Theme(templates: try TemplateLibrary(sources: [TemplateSource(name: "day.md", text: "{{%CONTENT_TYPE: TEXT}}")]))
        do {
            _ = try SiteRenderer(theme: theme).render(Fixtures.digest())
            Issue.record("expected an error")
        } catch let error as TemplateError {
            #expect(error.description == "day.html: no template named \"day.html\" (have: day.md)")
        }
    }
}
