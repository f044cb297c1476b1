import Foundation
import PaperboyModels
import Testing
@testable import PaperboyServices

@Suite struct GitHubSearchFieldTests {
    @Test("homepage keeps only absolute http and https links", arguments: [
        ("https://example.org/docs", "https://example.org/docs"),
        ("http://example.org", "http://example.org"),
        ("HTTPS://Example.org/", "https://Example.org/"),
        ("  https://example.org/a b  ", "https://example.org/a%20b"),
        ("\thttps://example.org\n", "https://example.org"),
        ("javascript:alert(1)", nil),
        ("JavaScript:alert(1)", nil),
        ("data:text/html,<b>x</b>", nil),
        ("", nil),
        ("   ", nil),
        ("example.org", nil),
        ("couchpota.to", nil),
        ("//example.org/x", "https://example.org/x"),
        ("ftp://example.org/", nil),
        ("mailto:me@example.org", nil),
        ("http://", nil),
        ("https:///path", nil),
    ] as [(String, String?)])
    func homepage(raw: String, expected: String?) throws {
        let page = try GitHubSearchDecoder.decode(GitHubFixtures.page(withItemFields: ["homepage": raw]))
        #expect(page.items.first?.repository?.homepage == expected)
    }

    @Test("html_url and the owner's html_url follow the same rule", arguments: [
        ("https://github.com/o/r", "https://github.com/o/r"),
        ("javascript:void(0)", nil),
        ("/o/r", nil),
    ] as [(String, String?)])
    func links(raw: String, expected: String?) throws {
        let fields: [String: Any] = ["html_url": raw, "owner": ["login": "o", "html_url": raw]]
        let item = try #require(try GitHubSearchDecoder.decode(GitHubFixtures.page(withItemFields: fields)).items.first)
        #expect(item.url == expected)
        #expect(item.repository?.url == expected)
        #expect(item.authors == [Author(name: "o", uri: expected)])
    }

    @Test("the description is whitespace-folded, then HTML-escaped into a paragraph", arguments: [
        ("plain", "plain", "<p>plain</p>"),
        ("  two\n\tlines  ", "two lines", "<p>two lines</p>"),
        ("non\u{00A0}breaking\u{2003}spaces", "non breaking spaces", "<p>non breaking spaces</p>"),
        ("bell\u{0007}less", "bellless", "<p>bellless</p>"),
        ("a < b && c > \"d\" 'e'", "a < b && c > \"d\" 'e'", "<p>a &lt; b &amp;&amp; c &gt; &quot;d&quot; 'e'</p>"),
        ("Ünïcödé — α ✓", "Ünïcödé — α ✓", "<p>Ünïcödé — α ✓</p>"),
        (" \n ", "", ""),
        ("", "", ""),
    ])
    func description(raw: String, summary: String, html: String) throws {
        let item = try #require(try GitHubSearchDecoder.decode(GitHubFixtures.page(withItemFields: ["description": raw])).items.first)
        #expect(item.summary == summary)
        #expect(item.summaryHTML == html)
        #expect(item.repository?.description == (summary.isEmpty ? nil : summary))
    }

    @Test("the licence is its SPDX id; NOASSERTION, empty and missing are nil", arguments: [
        (["spdx_id": "MIT"], "MIT"),
        (["spdx_id": "GPL-3.0", "key": "gpl-3.0"], "GPL-3.0"),
        (["spdx_id": "NOASSERTION", "key": "other"], nil),
        (["spdx_id": ""], nil),
        (["key": "mit"], nil),
    ] as [([String: String], String?)])
    func license(raw: [String: String], expected: String?) throws {
        let page = try GitHubSearchDecoder.decode(GitHubFixtures.page(withItemFields: ["license": raw]))
        #expect(page.items.first?.repository?.license == expected)
    }

    @Test("the id is the full name lowercased; the title keeps GitHub's case", arguments: [
        ("Apple/Swift-NIO", "github:apple/swift-nio", "Apple/Swift-NIO", "Apple"),
        ("  owner/name  ", "github:owner/name", "owner/name", "owner"),
        ("ÉCOLE/Dépôt", "github:école/dépôt", "ÉCOLE/Dépôt", "ÉCOLE"),
    ])
    func identity(fullName: String, id: String, title: String, owner: String) throws {
        let item = try #require(try GitHubSearchDecoder.decode(GitHubFixtures.page(withItemFields: ["full_name": fullName])).items.first)
        #expect(item.id == id)
        #expect(item.title == title)
        #expect(item.repository?.owner == owner)
        #expect(item.authors == [Author(name: owner)])
    }

    @Test("entries without a usable full_name are skipped", arguments: [
        #"{"total_count":3,"items":[{"full_name":""},{"name":"x"},{"full_name":42}]}"#,
        #"{"total_count":3,"items":[null,"a/b",7]}"#,
        #"{"total_count":3,"items":[[],{"full_name":"   "},{"full_name":null}]}"#,
    ])
    func skipped(body: String) throws {
        let page = try GitHubSearchDecoder.decode(Data(body.utf8))
        #expect(page.items == [])
        #expect(page.skipped == 3)
        #expect(page.totalCount == 3)
    }

    // GitHub's dates go through the module's one date parser, which is lenient on purpose.
    @Test("GitHub timestamps", arguments: [
        ("2017-02-07T14:46:10Z", 1_486_478_770 as TimeInterval?),
        ("2017-02-07T16:46:10+02:00", 1_486_478_770),
        ("2017-02-07T14:46:10.000Z", 1_486_478_770),
        ("2020-02-29T12:00:00Z", 1_582_977_600),
        ("2017-02-07", 1_486_425_600),
        ("2017-02-07T14:46:10", 1_486_478_770),
        ("Tue, 07 Feb 2017 14:46:10 GMT", 1_486_478_770),
        ("not a date", nil),
        ("", nil),
    ])
    func dates(text: String, expected: TimeInterval?) {
        #expect(FeedDate.parse(text) == expected.map(GitHubFixtures.date))
    }
}
