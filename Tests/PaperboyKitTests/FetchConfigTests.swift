import Foundation
import PaperboyModels
import Testing
@testable import PaperboyKit

/// The source kinds and the `fetch:` block of `paperboy.yml`.
@Suite struct FetchConfigTests {
    let loader = ConfigLoadingTests()

    @Test func readsEveryKindAndTheFetchBlock() throws {
        let playground = try Playground()
        let config = try loader.load("""
            templates: theme
            cache: ../cache
            fetch:
              user_agent: MyDigest/1.0 (+https://me.example)
              timeout: 20
              retries: 2
              budget_seconds: 90
              max_bytes: 2000000
              max_redirects: 3
              pacing: {export.arxiv.org: 4, "127.0.0.1:8080": 0.5}
              endpoints:
                arxiv_rss: http://127.0.0.1:8080/rss/
                arxiv_api: http://127.0.0.1:8080/api/query
                github_api: http://127.0.0.1:8081
            sources:
              - name: listing
                kind: arxiv
                categories: [cs.LG, cs.CL]
                batch_size: 50
                announce: [new, cross]
              - name: search
                kind: arxiv_query
                query: 'au:"Lovelace" AND cat:cs.LG'
                max_results: 300
                page_size: 100
                days: 7
              - name: repos
                kind: github_search
                query: "language:swift created:>={{day-7}}"
                sort: stars
                order: desc
                max_results: 50
              - name: blog
                url: https://blog.example/feed.xml
                format: atom
            """, in: playground)
        #expect(config.sources == [
            SourceConfig(name: "listing", kind: .arxiv, categories: ["cs.LG", "cs.CL"], batchSize: 50, announceTypes: [.new, .cross]),
            SourceConfig(name: "search", kind: .arxivQuery, query: #"au:"Lovelace" AND cat:cs.LG"#, maxResults: 300, pageSize: 100, days: 7),
            SourceConfig(name: "repos", kind: .githubSearch, query: "language:swift created:>={{day-7}}", maxResults: 50, sort: "stars", order: "desc"),
            SourceConfig(name: "blog", kind: .feed, url: URL(string: "https://blog.example/feed.xml"), format: .atom),
        ])
        #expect(config.cache.path == playground.url.standardizedFileURL.appendingPathComponent("cache").path)
        #expect(config.fetch == FetchConfig(
            userAgent: "MyDigest/1.0 (+https://me.example)", timeout: 20, retries: 2, budgetSeconds: 90, maxBytes: 2_000_000, maxRedirects: 3,
            pacing: ["export.arxiv.org": 4, "127.0.0.1:8080": 0.5], arxivRSS: URL(string: "http://127.0.0.1:8080/rss/")!,
            arxivAPI: URL(string: "http://127.0.0.1:8080/api/query")!, gitHubAPI: URL(string: "http://127.0.0.1:8081")!))
    }

    @Test func theCacheDefaultsToAFolderBesideTheConfig() throws {
        let playground = try Playground()
        let config = try loader.load(ConfigLoadingTests.base, in: playground)
        #expect(config.cache.path == playground.url.standardizedFileURL.appendingPathComponent("site/.paperboy-cache").path)
        #expect(config.fetch == FetchConfig())
        #expect(config.fetch.requestDeadline == 120)
        #expect(config.fetch.maxEntries == 20_000)
    }

    @Test func readsTheRequestDeadlineAndTheEntryLimit() throws {
        let config = try loader.load(ConfigLoadingTests.base + "fetch:\n  request_deadline: 30\n  max_entries: 500\n", in: try Playground())
        #expect(config.fetch.requestDeadline == 30)
        #expect(config.fetch.maxEntries == 500)
    }

    static let head = "templates: theme\nsources:\n  - name: s\n"

    @Test("fetch and source errors name the file, line, column and key", arguments: [
        (head + "    kind: arxiv\n    categories: [cs.LG]\n    sort: stars\n",
         #"site/paperboy.yml:6:5: sources[0].sort: "sort" does not apply to kind arxiv (its keys: name, kind, categories, batch_size, announce)"#),
        (head + "    kind: arxiv\n",
         "site/paperboy.yml:3:5: sources[0]: an arxiv source needs categories: (like [cs.LG, cs.CL])"),
        (head + "    kind: arxiv\n    categories: [cs.LG, \"cs LG\"]\n",
         #"site/paperboy.yml:5:25: sources[0].categories[1]: "cs LG" is not an arXiv category (like cs.LG, math.PR or hep-th)"#),
        (head + "    kind: arxiv\n    categories: [cs.LG]\n    batch_size: 5000\n",
         "site/paperboy.yml:6:17: sources[0].batch_size: batch_size must be from 1 to 2000, got 5000"),
        (head + "    kind: arxiv\n    categories: [cs.LG]\n    announce: [new, old]\n",
         "site/paperboy.yml:6:21: sources[0].announce[1]: unknown announce type \"old\" (expected: new, cross, replace, replace-cross)"),
        (head + "    kind: arxiv_query\n",
         "site/paperboy.yml:3:5: sources[0]: a arxiv_query source needs query:"),
        (head + "    kind: arxiv_query\n    query: ti:x\n    page_size: 2001\n",
         "site/paperboy.yml:6:16: sources[0].page_size: page_size must be from 1 to 2000, got 2001"),
        (head + "    kind: github_search\n    query: \"created:>={{week-1}}\"\n",
         "site/paperboy.yml:5:12: sources[0].query: unknown placeholder {{week-1}} (use {{day}}, {{day-N}} or {{day+N}})"),
        (head + "    kind: github_search\n    query: x\n    sort: popularity\n",
         #"site/paperboy.yml:6:11: sources[0].sort: unknown sort "popularity" (expected one of: stars, forks, help-wanted-issues, updated)"#),
        (head + "    kind: github_search\n    query: x\n    max_results: 5000\n",
         "site/paperboy.yml:6:18: sources[0].max_results: max_results must be from 1 to 1000, got 5000"),
        (head + "    kind: rss\n",
         #"site/paperboy.yml:4:11: sources[0].kind: unknown source kind "rss" (expected one of: feed, arxiv, arxiv_query, github_search)"#),
        (head + "    path: a.xml\n    url: https://x.example/feed\n",
         "site/paperboy.yml:5:10: sources[0].url: give either path: or url:, not both"),
        (head + "    path: a.xml\nfetch:\n  retries: 99\n",
         "site/paperboy.yml:6:12: fetch.retries: retries must be from 0 to 20, got 99"),
        (head + "    path: a.xml\nfetch:\n  request_deadline: 0\n",
         "site/paperboy.yml:6:21: fetch.request_deadline: request_deadline must be a positive number of seconds, got 0.0"),
        (head + "    path: a.xml\nfetch:\n  max_entries: 0\n",
         "site/paperboy.yml:6:16: fetch.max_entries: max_entries must be at least 1, got 0"),
        (head + "    path: a.xml\nfetch:\n  timout: 5\n",
         #"site/paperboy.yml:6:3: fetch.timout: unknown key "timout" (did you mean "timeout"? expected one of: user_agent, timeout, retries, budget_seconds, max_bytes, max_redirects, pacing, endpoints, backfill_days, arxiv_holidays, request_deadline, max_entries)"#),
        (head + "    path: a.xml\nfetch:\n  pacing: {api.github.com: -1}\n",
         "site/paperboy.yml:6:28: fetch.pacing.api.github.com: pacing is seconds between requests, from 0 to 3600, got -1.0"),
        (head + "    path: a.xml\nfetch:\n  endpoints:\n    github: http://x\n",
         #"site/paperboy.yml:7:5: fetch.endpoints.github: unknown key "github" (expected one of: arxiv_rss, arxiv_api, github_api)"#),
        (head + "    path: a.xml\nfetch:\n  endpoints:\n    arxiv_api: localhost:8080\n",
         #"site/paperboy.yml:7:16: fetch.endpoints.arxiv_api: arxiv_api must be an absolute http(s) URL, got "localhost:8080""#),
    ])
    func errors(yaml: String, expected: String) throws {
        #expect(try loader.loadError(yaml) == expected)
    }
}
