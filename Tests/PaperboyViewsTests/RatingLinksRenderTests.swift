import Foundation
import PaperboyModels
import Testing
@testable import PaperboyViews

/// The rating links on the pages and in the e-mail: three per item (two without an
/// author), escaped once for the attribute, labelled in the site's language; none at all
/// without ``SiteOptions/ratingLinks``.
@Suite struct RatingLinksRenderTests {
    static let links = RatingLinks(repository: "octo/digest", branch: "main", folder: "ratings")

    static func renderer(links: RatingLinks? = Self.links, language: String = "en") throws -> SiteRenderer {
        var options = SiteOptions(title: "Daily <Digest>", baseURL: "https://example.org/d/", language: language)
        options.ratingLinks = links
        options.itemPages = true
        return SiteRenderer(theme: try Theme.load(from: Fixtures.templatesFolder, fileSystem: .disk), options: options)
    }

    static func texts(_ files: [SiteFile]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: files.map { ($0.path, String(decoding: $0.contents, as: UTF8.self)) })
    }

    static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    /// `href="…"` of `url` as the templates escape it.
    static func href(_ url: String) -> String {
        "href=\"" + EscapeTable.htmlAttribute(url) + "\""
    }

    @Test func theDayPageOffersEachItemItsLinks() throws {
        let page = try #require(Self.texts(try Self.renderer().render(Fixtures.digest()))["2024/11/28/index.html"])
        #expect(Self.count("<p class=\"rating\">", in: page) == 3)
        #expect(Self.count("aria-label=\"More like this\"", in: page) == 3)
        #expect(Self.count("aria-label=\"Less like this\"", in: page) == 3)
        #expect(Self.count("rel=\"nofollow\"", in: page) == 8, "the repository has no author to mute")
        let paper = try #require(Self.links.links(for: Fixtures.paper(), on: Fixtures.day))
        #expect(page.contains(Self.href(paper.up)) && page.contains(Self.href(paper.down)))
        let mute = try #require(paper.mute)
        #expect(page.contains(Self.href(mute) + " rel=\"nofollow\" aria-label=\"Mute Ada `Lovelace` for 30 days\">mute</a>"))
        #expect(page.contains("?filename=ratings/2024-11-28-up-arxiv-2411.01234.yml&amp;value=rating%3A%20up%0Aitem%3A%20%22arxiv%3A2411.01234%22"))
        let repository = try #require(Self.links.links(for: Fixtures.repository, on: Fixtures.day))
        #expect(page.contains(Self.href(repository.up)))
    }

    @Test func withoutRatingLinksThePagesHaveNone() throws {
        let files = Self.texts(try Self.renderer(links: nil).render(Fixtures.digest()))
        let page = try #require(files["2024/11/28/index.html"])
        #expect(page.contains("<article class=\"item"))
        #expect(!page.contains("class=\"rating\"") && !page.contains("github.com/octo/digest/new"))
        #expect(files.values.allSatisfy { !$0.contains("nofollow") })
    }

    @Test func theItemPageOffersItsLinks() throws {
        let digest = Fixtures.digest()
        let ids = digest.sections.flatMap(\.entries).map(\.item.id)
        let links = ItemPageLinks(days: Dictionary(uniqueKeysWithValues: ids.map { ($0, [Fixtures.day]) }))
        let pages = Self.texts(try Self.renderer().itemPages(digest, links: links, related: [:]))
        let page = try #require(pages[ItemPagePaths.page(of: "arxiv:2411.01234")])
        let paper = try #require(Self.links.links(for: Fixtures.paper(), on: Fixtures.day))
        #expect(Self.count("<p class=\"rating\">", in: page) == 1)
        let mute = try #require(paper.mute)
        #expect(page.contains(Self.href(paper.up)) && page.contains(Self.href(paper.down)) && page.contains(Self.href(mute)))
        let none = Self.texts(try Self.renderer(links: nil).itemPages(digest, links: links, related: [:]))
        #expect(none[ItemPagePaths.page(of: "arxiv:2411.01234")]?.contains("class=\"rating\"") == false)
    }

    @Test func theEmailCarriesTheLinksInBothParts() throws {
        let options = EmailOptions(from: "digest@example.org", to: "me@example.org")
        let files = Self.texts(try Self.renderer().emailEdition(Fixtures.digest(), options: options))
        let html = try #require(files["2024-11-28.html"])
        let text = try #require(files["2024-11-28.txt"])
        let paper = try #require(Self.links.links(for: Fixtures.paper(), on: Fixtures.day))
        let mute = try #require(paper.mute)
        #expect(html.contains(Self.href(paper.up)) && html.contains(Self.href(paper.down)) && html.contains(Self.href(mute)))
        #expect(Self.count("aria-label=\"More like this\"", in: html) == 3)
        #expect(text.contains("  👍 More like this:\n  \(paper.up)\n  👎 Less like this:\n  \(paper.down)\n  Mute Ada `Lovelace` for 30 days:\n  \(mute)\n"))
        let none = Self.texts(try Self.renderer(links: nil).emailEdition(Fixtures.digest(), options: options))
        #expect(none.values.allSatisfy { !$0.contains("github.com/octo/digest/new") })
    }

    @Test func aGermanSiteLabelsTheLinksInGerman() throws {
        let files = Self.texts(try Self.renderer(language: "de").render(Fixtures.digest()))
        let page = try #require(files["2024/11/28/index.html"])
        #expect(Self.count("aria-label=\"Mehr davon\"", in: page) == 3)
        #expect(Self.count("aria-label=\"Weniger davon\"", in: page) == 3)
        #expect(page.contains("aria-label=\"Ada `Lovelace` 30 Tage lang ausblenden\">ausblenden</a>"))
        #expect(!page.contains("like this") && !page.contains(">mute<"))
        let paper = try #require(Self.links.links(for: Fixtures.paper(), on: Fixtures.day))
        let mute = try #require(paper.mute)
        #expect(page.contains(Self.href(mute) + " rel=\"nofollow\" aria-label=\"Ada `Lovelace` 30 Tage lang ausblenden\">"),
                "the file proposed is the same in any language")
        let text = try #require(Self.texts(try Self.renderer(language: "de").emailEdition(
            Fixtures.digest(), options: EmailOptions(from: "digest@example.org", to: "me@example.org")))["2024-11-28.txt"])
        #expect(text.contains("  👍 Mehr davon:\n  \(paper.up)\n  👎 Weniger davon:\n"))
    }

    @Test func theSectionAndCategoryPagesOfferEachEntryItsLinks() throws {
        let summaries = [DaySummary(digest: Fixtures.digest())]
        let files = Self.texts(try Self.renderer().sitePages(summaries: summaries))
        let section = try #require(files[SitePaths.section("papers")])
        let category = try #require(files[SitePaths.category(CategoryCount.slug("cs.CL"))])
        let paper = try #require(Self.links.links(for: Fixtures.paper(), on: Fixtures.day))
        let mute = try #require(paper.mute)
        for page in [section, category] {
            #expect(Self.count("<p class=\"rating\">", in: page) == 1)
            #expect(page.contains(Self.href(paper.up)) && page.contains(Self.href(paper.down)) && page.contains(Self.href(mute)),
                    "the same links as on the day page")
            #expect(page.contains("aria-label=\"Mute Ada `Lovelace` for 30 days\">mute</a></p>\n</li>"))
        }
        let repos = try #require(files[SitePaths.section("repos")])
        let repository = try #require(Self.links.links(for: Fixtures.repository, on: Fixtures.day))
        #expect(repos.contains(Self.href(repository.up)) && repository.mute == nil)
        let none = Self.texts(try Self.renderer(links: nil).sitePages(summaries: summaries))
        #expect(none.values.allSatisfy { !$0.contains("class=\"rating\"") && !$0.contains("github.com/octo/digest/new") })
        #expect(none[SitePaths.section("papers")]?.contains("</a></li>") == true, "an entry without links ends its line as before")
    }
}
