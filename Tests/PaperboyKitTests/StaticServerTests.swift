import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import PaperboyKit
import Testing

@Suite struct StaticServerTests {
    func site() throws -> Playground {
        let playground = try Playground()
        try playground.write("site/index.html", "<h1>today</h1>")
        try playground.write("site/2024/11/28/index.html", "<h1>28</h1>")
        try playground.write("site/assets/style.css", "body{}")
        try playground.write("site/404.html", "<h1>lost</h1>")
        try playground.write("secret.txt", "no")
        return playground
    }

    @Test("paths map to files; folders to index.html; escapes are refused", arguments: [
        ("/", 200, "text/html; charset=utf-8", "<h1>today</h1>"),
        ("/2024/11/28/", 200, "text/html; charset=utf-8", "<h1>28</h1>"),
        ("/2024/11/28", 200, "text/html; charset=utf-8", "<h1>28</h1>"),
        ("/assets/style.css?v=2", 200, "text/css; charset=utf-8", "body{}"),
        ("/nothing.html", 404, "text/html; charset=utf-8", "<h1>lost</h1>"),
        ("/../secret.txt", 403, "text/plain; charset=utf-8", "forbidden\n"),
        ("/%2e%2e/secret.txt", 403, "text/plain; charset=utf-8", "forbidden\n"),
        ("relative", 400, "text/plain; charset=utf-8", "bad request\n"),
    ])
    func respond(target: String, status: Int, type: String, body: String) throws {
        let playground = try site()
        let response = StaticSite(root: playground.url.appendingPathComponent("site")).respond(to: target)
        #expect(response.status == status)
        #expect(response.contentType == type)
        #expect(String(decoding: response.body, as: UTF8.self) == body)
    }

    @Test("the server answers on an ephemeral port of 127.0.0.1")
    func serves() async throws {
        let playground = try site()
        let server = try StaticServer(site: StaticSite(root: playground.url.appendingPathComponent("site")), port: 0)
        defer { server.stop() }
        #expect(server.port != 0)
        let (data, response) = try await URLSession.shared.data(from: server.url.appendingPathComponent("assets/style.css"))
        let http = try #require(response as? HTTPURLResponse)
        #expect(http.statusCode == 200)
        #expect(http.value(forHTTPHeaderField: "Content-Type") == "text/css; charset=utf-8")
        #expect(String(decoding: data, as: UTF8.self) == "body{}")
    }
}
