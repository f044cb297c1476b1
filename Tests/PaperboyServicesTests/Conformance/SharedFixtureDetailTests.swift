import Foundation
import Testing
import PaperboyModels
import PaperboySharedFixtures
@testable import PaperboyServices

/// File-specific facts of the real captures: the hard cases each file was chosen for.
@Suite(.enabled(if: SharedFixtures.available, "\(SharedFixtures.reason("the hard cases of real captures are not checked"))"))
struct SharedFixtureDetailTests {
    let parse = SharedFixtureTests.parse

    @Test func arxivErrorFeedServedWithHTTP400IsATypedError() throws {
        let error = try #require(throws: FeedParseError.self) { try parse("arxiv-api/arxivpy_idlist-abc_http400_error-feed.xml", nil, false) }
        #expect(error.kind == .arxivAPI)
        #expect(error.reason == "arXiv API error: incorrect id format for abc")
    }

    @Test func arxivAPIPagingAndFields() throws {
        let feed = try parse("arxiv-api/arxiv-digest_query-all-nicotine_10entries_doi.xml", nil, false)
        #expect(feed.totalResults == 58)
        #expect(feed.startIndex == 0)
        let first = try #require(feed.items.first?.paper)
        #expect(first.arxivID.value == "1509.01687")
        #expect(first.version == 1)
        #expect(first.doi == "10.1063/1.4904358")
        #expect(first.journalRef == "Journal of Applied Physics 116, 244307 (2014)")
        #expect(first.primaryCategory == "cond-mat.mes-hall")
        #expect(first.comment == "4 figures")
        #expect(feed.items.first?.categories == ["cond-mat.mes-hall", "physics.comp-ph"])
        let page2 = try parse("arxiv-api/arxivpy_query-all-testing_start10_max10_page2.xml", nil, false)
        #expect(page2.startIndex == 10)
        #expect(page2.totalResults == 214_881)
    }

    @Test func emptyAPIResultHasZeroTotal() throws {
        let feed = try parse("arxiv-api/arxivpy_idlist-0000.0000_empty-zero-results.xml", nil, false)
        #expect(feed.totalResults == 0)
        #expect(feed.items.isEmpty)
    }

    @Test func oldStyleIdWithAffiliations() throws {
        let item = try #require(try parse("arxiv-api/arxivpy_idlist-astro-ph-0601001_oldstyle-id_affiliations.xml", nil, false).items.first)
        #expect(item.id == "arxiv:astro-ph/0601001")
        #expect(item.paper?.version == 1)
        #expect(item.authors.contains { !$0.affiliations.isEmpty })
        #expect(!item.summary.hasPrefix(" "))
    }

    @Test func legacyFormatTitleIsUnwrapped() throws {
        let item = try #require(try parse("arxiv-api/xiv_legacy-format-pre2025_cat-cs.RO-neural_2entries.xml", nil, false).items.first)
        #expect(item.title.hasPrefix("RDD: Retrieval-Based Demonstration Decomposer for Planner Alignment in Long-Ho"))
        #expect(item.kind == .paper)
    }

    @Test func listingAnnounceTypesAreCounted() throws {
        let feed = try parse("arxiv-rss/aioarxiv_rss2_all-archives_2024-11-28_1504items.xml", nil, false)
        let types = Dictionary(grouping: feed.items, by: { $0.paper?.announceType })
        #expect(types[.new]?.count == 926)
        #expect(types[.replace]?.count == 569)
        #expect(types[.cross]?.count == 9)
        #expect(feed.items.allSatisfy { !$0.summary.hasPrefix("arXiv:") && !$0.summary.isEmpty })
        #expect(Set(feed.items.map(\.id)).count == 1504)
    }

    @Test func badArchiveIsAFeedError() throws {
        let error = try #require(throws: FeedParseError.self) { try parse("arxiv-rss/aioarxiv_rss2_bad-archive-error-feed.xml", nil, false) }
        #expect(error.kind == .arxivFeed)
        #expect(error.reason.hasPrefix("arXiv feed error: Bad archive 'astroph'."))
    }

    @Test func truncatedListingFailsWithPositionOrKeepsWhatCameBefore() throws {
        let path = "arxiv-rss/zotero-arxiv-daily_atom_cs.AI_2025-08-20_87entries_TRUNCATED.xml"
        let error = try #require(throws: FeedParseError.self) { try parse(path, nil, false) }
        #expect(error.kind == .malformed)
        #expect(error.line != nil)
        let feed = try parse(path, nil, true)
        #expect(feed.isPartial)
        #expect(feed.items.count == 86)
        #expect(feed.items.first?.paper?.announceType == .new)
    }

    @Test func htmlTitlesBecomeText() throws {
        let feed = try parse("atom/feedjira_google-alerts_html-in-titles.xml", nil, false)
        #expect(feed.items.first?.title.hasPrefix("Report offers Prediction of Automotive Slack Market") == true)
        #expect(feed.items.allSatisfy { !$0.title.contains("<b>") })
    }

    @Test func rootRelativeReleaseLinksResolveAgainstTheFeedURL() throws {
        let feed = try parse("github-releases/rss-parser_gulpjs-gulp_releases_2015_relative-hrefs.atom",
                             URL(string: "https://github.com/gulpjs/gulp/releases.atom"), false)
        #expect(feed.items.first?.url == "https://github.com/gulpjs/gulp/releases/tag/v3.9.0")
    }

    @Test func perEntryXMLBaseResolvesContentLinks() throws {
        let feed = try parse("atom/rsparser_daringfireball_48entries_xml-base-per-entry.atom", nil, false)
        #expect(feed.items.allSatisfy { !$0.summaryHTML.contains("href=\"/") })
    }

    @Test func feedLevelAtomAuthorsAreInherited() throws {
        let heise = try parse("atom/rss-parser_heise-developer_german_cdata.atom", nil, false)
        #expect(heise.items.allSatisfy { $0.authors.map(\.name) == ["heise online"] })
        let rsc = try parse("atom/rsparser_research-rsc_no-xml-decl_444KB.atom", nil, false)
        #expect(rsc.items.allSatisfy { $0.authors.first?.name == "Russ Cox" && $0.authors.first?.email == "rsc@swtch.com" })
    }

    @Test func emptyAlternateHrefFallsBackToTheHTTPID() throws {
        let feed = try parse("atom/rsparser_onefoottsunami_xml-base_html-titles_cdata.atom", nil, false)
        #expect(feed.items.allSatisfy { $0.url != nil })
        #expect(feed.items.first { $0.id == "http://onefoottsunami.com/?p=14848" }?.url == "http://onefoottsunami.com/?p=14848")
    }

    @Test func offsetDatesAreNormalised() throws {
        let item = try #require(try parse("github-releases/rss-feed-filterer_bilalcaliskan-s3-manager_releases_2023_tz-offsets.atom", nil, false).items.first)
        // <updated>2023-08-04T12:21:41+03:00</updated>
        #expect(item.updated == FeedDate.parse("2023-08-04T09:21:41Z"))
    }

    @Test func undeclaredLatin1WithPortugueseDates() throws {
        let feed = try parse("rss/rss-parser_uol_undeclared-latin1_portuguese-dates.rss", nil, false)
        #expect(feed.items.first?.title.hasPrefix("Ibope: Bolsonaro perde de Haddad, Ciro e Alckmin em simulações de 2º tu") == true)
        #expect(feed.items.first?.published == FeedDate.parse("2018-09-24T22:42:40Z"))
        #expect(feed.warnings.contains { $0.contains("not valid UTF-8") })
    }

    @Test func nonRFCDatesAndGB18030() throws {
        let feed = try parse("rss/rsparser_kc0011_gb2312_nonrfc822-dates.rss", nil, false)
        #expect(feed.items.allSatisfy { $0.published != nil })
        // <pubDate>2020/1/10 14:33:00</pubDate>: no zone, read as UTC.
        #expect(feed.items.first?.published == FeedDate.parse("2020-01-10T14:33:00Z"))
    }

    @Test func twoDigitYearsAndRelativeLinks() throws {
        let feed = try parse("rss/node-feedparser_rss2_relative-urls.xml", URL(string: "https://www.arcgames.com/en/games/neverwinter/news/rss"), false)
        #expect(feed.items.first?.published == FeedDate.parse("2017-12-07T18:00:29Z"))
        #expect(feed.items.first?.url?.hasPrefix("https://www.arcgames.com/en/games/neverwinter/news") == true)
    }
}
