import Foundation
import PaperboyModels
import PaperboySharedFixtures
import Testing
@testable import PaperboyServices

/// The decoder against real GitHub responses collected in the team's shared
/// fixtures (`../shared/fixtures/github-search`, see its SOURCES.md). The
/// expected values were read from the files with python3's json module.
@Suite(.enabled(
    if: GitHubFixtures.hasSharedFolder,
    "\(SharedFixtures.reason("the decoder is not checked against real GitHub search responses"))"
))
struct GitHubSearchConformanceTests {
    /// What one shared file must decode to.
    struct Expectation: Sendable, CustomTestStringConvertible {
        var file: String
        var itemCount: Int
        var totalCount: Int
        var incompleteResults: Bool?
        /// The first item: full_name, stargazers_count, language, license.spdx_id.
        var first: (fullName: String, stars: Int, language: String?, license: String?)?
        var licensed: Int
        var forks: Int
        /// Items whose homepage is an absolute http(s) link.
        var homepages: Int
        /// Items whose description is null, empty or blank.
        var withoutSummary: Int

        var testDescription: String { file }
    }

    static let expectations: [Expectation] = [
        Expectation(
            file: "github3py_search-repos_q-github3-language-python_2017_8items.json",
            itemCount: 8, totalCount: 8, incompleteResults: false,
            first: ("sigmavirus24/github3.py", 637, "Python", nil),
            licensed: 0, forks: 0, homepages: 2, withoutSummary: 1),
        Expectation(
            file: "hub4j_search-repos_q-org-hub4j-test-org_2022_30of45items.json",
            itemCount: 30, totalCount: 45, incompleteResults: false,
            first: ("hub4j-test-org/test-issue-events", 0, nil, nil),
            licensed: 1, forks: 0, homepages: 23, withoutSummary: 4),
        Expectation(
            file: "hub4j_search-repos_q-tetris-language-assembly_sort-stars_2019_30items.json",
            itemCount: 30, totalCount: 1677, incompleteResults: false,
            first: ("daniel-e/tetros", 678, "Assembly", "MIT"),
            licensed: 7, forks: 0, homepages: 3, withoutSummary: 4),
        Expectation(
            file: "hub4j_search-repos_q-user-is-public-fork-true_2021_14items.json",
            itemCount: 14, totalCount: 14, incompleteResults: false,
            first: ("t0m4uk1991/notifyme", 0, "Java", nil),
            licensed: 1, forks: 2, homepages: 1, withoutSummary: 12),
        Expectation(
            file: "pygithub_search-repos_q-doesnotexist_zero-results.json",
            itemCount: 0, totalCount: 0, incompleteResults: false,
            first: nil,
            licensed: 0, forks: 0, homepages: 0, withoutSummary: 0),
        Expectation(
            file: "pygithub_search-repos_q-github-language-python_sort-stars_2013-legacy_page1_30items.json",
            itemCount: 30, totalCount: 2723, incompleteResults: nil,
            first: ("kennethreitz/legit", 3036, "Python", nil),
            licensed: 0, forks: 0, homepages: 20, withoutSummary: 0),
        Expectation(
            file: "pygithub_search-repos_q-github-language-python_sort-stars_2013-legacy_page2_30items.json",
            itemCount: 30, totalCount: 2723, incompleteResults: nil,
            first: ("logsol/Github-Auto-Deploy", 159, "Python", nil),
            licensed: 0, forks: 0, homepages: 21, withoutSummary: 0),
    ]

    @Test("every shared file has an expectation row")
    func everyFileIsCovered() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: GitHubFixtures.sharedFolder.path)
            .filter { $0.hasSuffix(".json") }
        #expect(Set(files) == Set(Self.expectations.map(\.file)))
    }

    @Test("shared GitHub search responses decode to their true values", arguments: expectations)
    func conforms(_ expected: Expectation) throws {
        let data = try Data(contentsOf: GitHubFixtures.sharedFolder.appendingPathComponent(expected.file))
        let page = try GitHubSearchDecoder.decode(data)
        #expect(page.items.count == expected.itemCount)
        #expect(page.skipped == 0)
        #expect(page.totalCount == expected.totalCount)
        #expect(page.incompleteResults == expected.incompleteResults)
        if let first = expected.first {
            let item = try #require(page.items.first)
            #expect(item.title == first.fullName)
            #expect(item.id == "github:" + first.fullName.lowercased())
            #expect(item.url == "https://github.com/" + first.fullName)
            #expect(item.repository?.stars == first.stars)
            #expect(item.repository?.language == first.language)
            #expect(item.repository?.license == first.license)
        }
        let repositories = page.items.compactMap(\.repository)
        #expect(repositories.count == expected.itemCount)
        #expect(repositories.filter { $0.license != nil }.count == expected.licensed)
        #expect(repositories.filter(\.isFork).count == expected.forks)
        #expect(repositories.filter { $0.homepage != nil }.count == expected.homepages)
        #expect(page.items.filter { $0.summary.isEmpty }.count == expected.withoutSummary)
        // Every real item has both dates, a distinct id and folded text.
        #expect(page.items.allSatisfy { $0.published != nil && $0.updated != nil })
        #expect(Set(page.items.map(\.id)).count == page.items.count)
        #expect(page.items.allSatisfy { !$0.summary.contains("  ") && $0.summary == $0.summary.trimmingCharacters(in: .whitespaces) })
    }

    @Test("the first items' dates", arguments: [
        ("github3py_search-repos_q-github3-language-python_2017_8items.json", 1_331_668_733.0, 1_486_306_849.0),
        ("hub4j_search-repos_q-org-hub4j-test-org_2022_30of45items.json", 1_587_051_220, 1_587_051_221),
        ("hub4j_search-repos_q-tetris-language-assembly_sort-stars_2019_30items.json", 1_474_540_975, 1_482_067_947),
        ("hub4j_search-repos_q-user-is-public-fork-true_2021_14items.json", 1_609_862_213, 1_609_862_257),
        ("pygithub_search-repos_q-github-language-python_sort-stars_2013-legacy_page1_30items.json", 1_308_981_498, 1_390_844_371),
        ("pygithub_search-repos_q-github-language-python_sort-stars_2013-legacy_page2_30items.json", 1_324_686_245, 1_356_464_877),
    ])
    func firstDates(file: String, created: TimeInterval, pushed: TimeInterval) throws {
        let data = try Data(contentsOf: GitHubFixtures.sharedFolder.appendingPathComponent(file))
        let item = try #require(try GitHubSearchDecoder.decode(data).items.first)
        #expect(item.published == GitHubFixtures.date(created))
        #expect(item.updated == GitHubFixtures.date(pushed))
    }
}
