import Foundation
import Testing
import PaperboyModels
import PaperboySharedFixtures
@testable import PaperboyServices

/// Every real captured response in ../shared/fixtures, checked against what the file really holds.
@Suite(.enabled(if: SharedFixtures.available, "\(SharedFixtures.reason("real-world conformance checks skipped"))"))
struct SharedFixtureTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let path: String
        let kind: FeedKind
        let count: Int
        let firstTitle: String?
        var testDescription: String { path }
    }

    static let cases: [Case] = [
        .init(path: "arxiv-api/arxiv-digest_query-all-nicotine_10entries_doi.xml", kind: .arxiv, count: 10, firstTitle: "Single Molecule Transistor based Nanopore for the detection of Nicotine"),
        .init(path: "arxiv-api/arxivpy_idlist-0000.0000_empty-zero-results.xml", kind: .arxiv, count: 0, firstTitle: nil),
        .init(path: "arxiv-api/arxivpy_idlist-astro-ph-0601001_oldstyle-id_affiliations.xml", kind: .arxiv, count: 1, firstTitle: "Frequency of Hot Jupiters and Very Hot Jupiters from the OGLE-III Transit Surveys Toward the Galactic Bulge and Carina"),
        .init(path: "arxiv-api/arxivpy_idlist-two-ids-one-missing_1entry.xml", kind: .arxiv, count: 1, firstTitle: "Proceedings of Workshop AEW10: Concepts in Information Theory and Communications"),
        .init(path: "arxiv-api/arxivpy_query-all-testing_start0_max100_100entries.xml", kind: .arxiv, count: 100, firstTitle: nil),
        .init(path: "arxiv-api/arxivpy_query-all-testing_start10_max10_page2.xml", kind: .arxiv, count: 10, firstTitle: "The Sample Complexity of Simple Binary Hypothesis Testing"),
        .init(path: "arxiv-api/xiv_legacy-format-pre2025_cat-cs.RO-neural_2entries.xml", kind: .arxiv, count: 2, firstTitle: nil),
        .init(path: "arxiv-rss/aioarxiv_rss2_all-archives_2024-11-28_1504items.xml", kind: .arxivListing, count: 1504, firstTitle: "Exploring the Impact of Generative AI on Cross-Border E-Commerce Brand Building in Chinese Tianjin's Manufacturing Sector"),
        .init(path: "arxiv-rss/aioarxiv_rss2_test-archive_empty-no-items.xml", kind: .arxivListing, count: 0, firstTitle: nil),
        .init(path: "atom/feedjira_feedburner-typepad_xhtml-content_prefixed-atom10-links_stylesheet-PIs.xml", kind: .atom, count: 10, firstTitle: "Stock Watch: April's Finest"),
        .init(path: "atom/feedjira_google-alerts_html-in-titles.xml", kind: .atom, count: 20, firstTitle: nil),
        .init(path: "atom/node-feedparser_intertwingly_relative-uris-no-xml-base.atom", kind: .atom, count: 20, firstTitle: "Inhibiting Suspend"),
        .init(path: "atom/node-feedparser_nondefault-xhtml-namespace-prefix.atom", kind: .atom, count: 1, firstTitle: nil),
        .init(path: "atom/rsparser_daringfireball_48entries_xml-base-per-entry.atom", kind: .atom, count: 48, firstTitle: "The Talk Show: \u{2018}I Do Like Throwing a Baby\u{2019}"),
        .init(path: "atom/rsparser_onefoottsunami_xml-base_html-titles_cdata.atom", kind: .atom, count: 25, firstTitle: "Link: Pillow Fight Leaves 24 Concussed"),
        .init(path: "atom/rsparser_research-rsc_no-xml-decl_444KB.atom", kind: .atom, count: 19, firstTitle: "Transparent Logs for Skeptical Clients"),
        .init(path: "atom/rss-parser_heise-developer_german_cdata.atom", kind: .atom, count: 15, firstTitle: "Java-Anwendungsserver: Red Hat gibt WildFly 10 frei"),
        .init(path: "github-releases/newsyacht_astral-sh-ty_releases_2025_rich-html-186KB.atom", kind: .atom, count: 10, firstTitle: "0.0.1-alpha.34"),
        .init(path: "github-releases/rss-feed-filterer_bilalcaliskan-s3-manager_releases_2023_tz-offsets.atom", kind: .atom, count: 10, firstTitle: "v2.1.1"),
        .init(path: "github-releases/rss-parser_gulpjs-gulp_releases_2015_relative-hrefs.atom", kind: .atom, count: 10, firstTitle: "v3.9.0"),
        .init(path: "github-releases/youpdated_astral-sh-uv_commits-main_20entries.atom", kind: .atom, count: 20, firstTitle: "Disable known GitHub cache clients in release workflows (#21168)"),
        .init(path: "github-releases/youpdated_brave-brave-browser_releases_10entries.atom", kind: .atom, count: 10, firstTitle: "v1.95.79"),
        .init(path: "github-releases/youpdated_python-cpython_releases_10entries.atom", kind: .atom, count: 10, firstTitle: "v3.12.14"),
        .init(path: "rss/feedjira_techcrunch_rss2_cdata_content-encoded_207KB.xml", kind: .rss, count: 20, firstTitle: nil),
        .init(path: "rss/node-feedparser_oren-ru_windows-1251.xml", kind: .rss, count: 10, firstTitle: "В Бузулуке главные стройплощадки – детсад и Ледовый дворец"),
        .init(path: "rss/node-feedparser_rss2_relative-urls.xml", kind: .rss, count: 2, firstTitle: "Neverwinter & Jingle Jam Humble Bundle!"),
        .init(path: "rss/rsparser_biorxiv-plant-biology_rss1.0-rdf_no-xml-decl.rdf", kind: .rdf, count: 30, firstTitle: nil),
        .init(path: "rss/rsparser_donthitsave_utf8-bom.xml", kind: .rss, count: 10, firstTitle: "Skipping Around"),
        .init(path: "rss/rsparser_kc0011_gb2312_nonrfc822-dates.rss", kind: .rss, count: 20, firstTitle: "建国35周年纪念，华表，和平鸽"),
        .init(path: "rss/rss-parser_jn-pt_iso-8859-1_cdata.rss", kind: .rss, count: 40, firstTitle: "Mãe de utente é a nova presidente da Raríssimas"),
        .init(path: "rss/rss-parser_science-twis_rss1.0-rdf_prism.rdf", kind: .rdf, count: 69, firstTitle: "Food for fungi"),
        .init(path: "rss/rss-parser_uol_undeclared-latin1_portuguese-dates.rss", kind: .rss, count: 15, firstTitle: nil),
    ]

    static func parse(_ path: String, baseURL: URL? = nil, partial: Bool = false) throws -> ParsedFeed {
        try FeedParser().parse(contentsOf: SharedFixtures.url(path), baseURL: baseURL, partial: partial)
    }

    @Test("item counts, kinds and first titles", arguments: cases)
    func conformance(_ test: Case) throws {
        let feed = try Self.parse(test.path)
        #expect(feed.kind == test.kind)
        #expect(feed.items.count == test.count)
        if let title = test.firstTitle { #expect(feed.items.first?.title == title) }
        for item in feed.items {
            #expect(!item.id.isEmpty)
            #expect(!item.title.isEmpty)
            #expect(!item.title.contains("\n"))
            if let url = item.url { #expect(url.hasPrefix("http://") || url.hasPrefix("https://")) }
            #expect(!item.summaryHTML.lowercased().contains("<script"))
            #expect(!item.summaryHTML.lowercased().contains("javascript:"))
        }
    }
}
