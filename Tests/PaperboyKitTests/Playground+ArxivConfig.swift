import Foundation
import PaperboyTestSupport

extension Playground {
    /// Writes `paperboy.yml` for one `kind: arxiv` source of cs.LG read from `server`, which
    /// stands in for rss.arxiv.org and the API (no pacing, no retries), with `holidays` as
    /// `fetch.arxiv_holidays`, in `timeZone` (UTC when nil), and `extra` (top-level YAML) at the end.
    func writeArxivConfig(title: String, server: TestHTTPServer, holidays: [String] = [], timeZone: String? = nil,
                          extra: String = "") throws -> URL {
        let base = server.baseURL.absoluteString
        return try write("paperboy.yml", """
            title: \(title)
            time_zone: \(timeZone ?? "UTC")
            templates: \(Playground.templates.path)
            cache: cache
            fetch:
              retries: 0
              pacing: {"127.0.0.1:\(server.port)": 0}
              endpoints: {arxiv_rss: "\(base)/rss/", arxiv_api: "\(base)/api/query"}
              arxiv_holidays: [\(holidays.joined(separator: ", "))]
            sources:
              - name: arxiv
                kind: arxiv
                categories: [cs.LG]
            sections:
              - title: Learning
                categories: [cs.LG]
            \(extra)
            """)
    }
}
