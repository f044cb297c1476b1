import Foundation
import PaperboyTestSupport
import Testing

/// Not a test of its own: with `PAPERBOY_EXAMPLE_UPSTREAM=DIR` set, serves the demo feeds
/// in Examples/ as arXiv (listing and API), GitHub search and a blog on three local
/// servers, writes `DIR/paperboy.yml` (the demo's sources as network kinds, pointed at
/// them, with arXiv-like pacing) and serves until `DIR/stop` exists. That lets
/// `paperboy build` be timed against it with pacing on, and recorded for replay:
///
/// ```
/// PAPERBOY_EXAMPLE_UPSTREAM=/tmp/up swift test --skip-build --filter ExampleUpstream &
/// time paperboy build --config /tmp/up/paperboy.yml --date 2024-11-28 --record /tmp/up/rec
/// touch /tmp/up/stop
/// time paperboy build --config /tmp/up/paperboy.yml --date 2024-11-28 --replay /tmp/up/rec
/// ```
@Suite struct ExampleUpstream {
    static let folder = ProcessInfo.processInfo.environment["PAPERBOY_EXAMPLE_UPSTREAM"]

    static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    @Test(.enabled(if: folder != nil), .timeLimit(.minutes(10)))
    func serveTheDemoFeeds() async throws {
        let folder = URL(fileURLWithPath: try #require(Self.folder))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        func feed(_ name: String) throws -> String {
            String(decoding: try Data(contentsOf: Self.examples.appendingPathComponent("feeds/\(name)")), as: UTF8.self)
        }
        let arxiv = try FakeUpstream(listing: feed("arxiv-listing.xml"), search: feed("arxiv-api.xml"), gitHubPages: [])
        let github = try FakeUpstream(listing: FeedFixtures.listing([]), search: "", gitHubPages: [feed("github-search.json")])
        let blog = try FakeUpstream(listing: FeedFixtures.listing([]), search: "", gitHubPages: [],
                                    feeds: ["swift-releases.atom": feed("swift-releases.atom")])
        defer {
            arxiv.stop()
            github.stop()
            blog.stop()
        }
        let config = try String(decoding: Data(contentsOf: Self.examples.appendingPathComponent("paperboy.yml")), as: UTF8.self)
        let sections = String(config[config.range(of: "\nsections:")!.lowerBound...])
        let a = arxiv.baseURL.absoluteString
        try Data("""
            title: Paperboy demo digest (local upstream)
            time_zone: Europe/Berlin
            templates: \(Self.examples.deletingLastPathComponent().appendingPathComponent("Templates").path)
            output: site
            cache: cache
            fetch:
              pacing: {"127.0.0.1:\(arxiv.server.port)": 3, "127.0.0.1:\(github.server.port)": 6}
              endpoints: {arxiv_rss: "\(a)/rss/", arxiv_api: "\(a)/api/query", github_api: "\(github.baseURL.absoluteString)"}
            sources:
              - name: arxiv-listing
                kind: arxiv
                categories: [cs.CL, cs.CV, cs.LG]
                batch_size: 5
              - name: arxiv-search
                kind: arxiv_query
                query: 'abs:"language model" AND cat:cs.CL'
                max_results: 6
              - name: swift-repositories
                kind: github_search
                query: "language:swift pushed:>={{day-7}}"
                sort: stars
                order: desc
                max_results: 8
              - name: tidepool-releases
                url: \(blog.baseURL.absoluteString)/feeds/swift-releases.atom
            \(sections)
            """.utf8).write(to: folder.appendingPathComponent("paperboy.yml"))
        let stop = folder.appendingPathComponent("stop")
        try? FileManager.default.removeItem(at: stop)
        while !FileManager.default.fileExists(atPath: stop.path) {
            try await Task.sleep(nanoseconds: 100_000_000)
        }
    }
}
