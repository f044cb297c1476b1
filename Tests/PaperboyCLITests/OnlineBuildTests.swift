import Foundation
import PaperboyTestSupport
import Testing

/// `paperboy build` over HTTP, as a scheduled run does it: every network source kind
/// (arXiv listing and its API details, an arXiv search, GitHub search, GitHub releases,
/// an RSS and an Atom feed) from a local server answering in each service's format.
/// `make test` runs it on the release build, which once crashed on every such fetch.
@Suite(.enabled(if: PaperboyProcess.executable != nil, "the paperboy executable is not built"))
struct OnlineBuildTests {
    static let demoFeeds = PaperboyProcess.root.appendingPathComponent("Examples/feeds")
    static let ownFeeds = PaperboyProcess.root.appendingPathComponent("Scripts/release/upstream")

    /// Answers like rss.arxiv.org, export.arxiv.org, api.github.com and github.com.
    static func upstream(_ request: TestRequest, _ count: Int) -> TestReply {
        let file: URL
        switch request.path {
        case let path where path.hasPrefix("/rss/"): file = demoFeeds.appendingPathComponent("arxiv-listing.xml")
        case "/api/query": file = demoFeeds.appendingPathComponent("arxiv-api.xml")
        case "/search/repositories": file = demoFeeds.appendingPathComponent("github-search.json")
        case let path where path.hasSuffix("/releases.atom"): file = demoFeeds.appendingPathComponent("swift-releases.atom")
        case "/notes.rss", "/notes.atom": file = ownFeeds.appendingPathComponent(String(request.path.dropFirst()))
        default: return TestReply(status: 404, body: "no such path")
        }
        return TestReply(body: (try? Data(contentsOf: file)) ?? Data())
    }

    static func config(_ base: URL) -> String {
        """
        title: Online check
        time_zone: America/New_York
        fetch:
          endpoints:
            arxiv_rss: \(base.absoluteString)/rss/
            arxiv_api: \(base.absoluteString)/api/query
            github_api: \(base.absoluteString)
        sources:
          - name: listing
            kind: arxiv
            categories: [cs.CL, cs.CV, cs.LG]
          - name: search
            kind: arxiv_query
            query: 'abs:"language model"'
            max_results: 20
          - name: repositories
            kind: github_search
            query: "language:swift created:>={{day-7}}"
            max_results: 10
          - name: releases
            url: \(base.absoluteString)/swiftlang/swift/releases.atom
          - name: notes
            url: \(base.absoluteString)/notes.rss
          - name: log
            url: \(base.absoluteString)/notes.atom
        sections:
          - title: Everything
            sources: [listing, search, repositories, releases, notes, log]
        """
    }

    @Test func everyNetworkSourceKindIsFetchedAndFiled() async throws {
        let server = try TestHTTPServer(handler: Self.upstream)
        defer { server.stop() }
        let folder = try TempFolder()
        try folder.write("paperboy.yml", Self.config(server.baseURL))
        let run = try await PaperboyProcess.run(["build", "--config", "paperboy.yml", "--date", "2024-11-28"], in: folder.url)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(!run.stderr.contains("crashed"), "stderr: \(run.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.url.appendingPathComponent("site/report.json")))
        let sources = try #require((report as? [String: Any])?["sources"] as? [[String: Any]], "report: \(report)")
        var items: [String: Int] = [:]
        for source in sources {
            items[source["name"] as? String ?? "?"] = source["items"] as? Int
            #expect(source["status"] as? String == "ok", "\(source)")
        }
        #expect(Set(items.keys) == ["listing", "search", "repositories", "releases", "notes", "log"], "\(items)")
        #expect(items.values.allSatisfy { $0 > 0 }, "\(items)")
        let paths = Set(server.requests.map(\.path))
        #expect(paths.isSuperset(of: ["/api/query", "/search/repositories", "/notes.rss", "/notes.atom", "/swiftlang/swift/releases.atom"]), "\(paths)")
        #expect(paths.contains { $0.hasPrefix("/rss/") }, "\(paths)")
    }
}
