import NIOCore
import Foundation
@testable import PaperboyServe
import Testing

/// The HTTP side alone, over a small site folder, on a free port of 127.0.0.1.
@Suite struct PreviewServerTests {
    final class Fixture: @unchecked Sendable {
        let root: URL
        let server: PreviewServer
        var port: UInt16 { server.port }

        init(liveReload: Bool = false) async throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("paperboy-server-\(UUID().uuidString)")
            let files = [
                "site/index.html": "<html><body><h1>today</h1></body></html>", "site/2024/11/28/index.html": "<body>28</body>",
                "site/assets/style.css": "body{}", "site/assets/search.js": "let a;", "site/search.json": "[]",
                "site/feeds/atom.xml": "<feed/>", "site/sitemap.xml": "<urlset/>", "site/logo.svg": "<svg/>",
                "site/logo.png": "png", "site/favicon.ico": "ico", "site/2024/11/28/index.md": "# 28",
                "site/404.html": "<body>lost</body>", "secret.txt": "TOP-SECRET",
            ]
            for (path, text) in files {
                let file = root.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: file)
            }
            try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("site/out").path, withDestinationPath: root.path)
            let handler = PreviewHandler(files: SiteFiles(root: root.appendingPathComponent("site")), hub: ReloadHub(),
                                         status: RenderStatus(), liveReload: liveReload)
            server = try await PreviewServer.start(host: "127.0.0.1", port: 0, handler: handler)
        }

        deinit { try? FileManager.default.removeItem(at: root) }
    }

    /// Checked by order, not by time: all 200 are answered while every idle connection is still
    /// open and unanswered, so none of them waited for an idle one to be dropped; then a half-sent
    /// one, finished, gets its answer. (`within` only keeps a hang from stalling the run.)
    @Test("200 concurrent requests are all answered while 20 connections sit idle or half-sent")
    func concurrency() async throws {
        let fixture = try await Fixture()
        defer { Task { [server = fixture.server] in await server.stop() } }
        var idle: [RawConnection] = []
        for index in 0..<20 {
            let socket = try await RawHTTP.connect(fixture.port)
            if index.isMultiple(of: 2) { try await socket.write(Data("GET /index.html HTTP/1.1\r\nHost: x\r\n".utf8)) }
            idle.append(socket)
        }
        defer { for socket in idle { socket.close() } }
        let port = fixture.port
        let statuses = try await within(30, "200 requests beside 20 idle connections") {
            try await withThrowingTaskGroup(of: Int.self) { group in
                for index in 0..<200 {
                    group.addTask { try await RawHTTP.send(index.isMultiple(of: 2) ? "/" : "/assets/style.css", port: port).status }
                }
                return try await group.reduce(into: [Int]()) { $0.append($1) }
            }
        }
        #expect(statuses.count == 200)
        #expect(statuses.allSatisfy { $0 == 200 })
        for (index, socket) in idle.enumerated() {
            let sofar = socket.sofar
            #expect(!sofar.closed && sofar.text.isEmpty, "idle connection \(index) was answered or closed before the 200 were: \(sofar)")
        }
        // The half-sent requests are still waiting, not dropped: finishing one gets its answer.
        let waiting = idle[0]
        try await waiting.write(Data("Connection: close\r\n\r\n".utf8))
        let late = try await within(10, "the finished idle request") { try await RawHTTP.read(waiting, until: "<h1>today</h1>") }
        #expect(late.hasPrefix("HTTP/1.1 200 OK\r\n"))
    }

    @Test("content types, no-cache and validators on every file", arguments: [
        ("/", "text/html; charset=utf-8"), ("/assets/style.css", "text/css; charset=utf-8"),
        ("/assets/search.js", "text/javascript; charset=utf-8"), ("/search.json", "application/json; charset=utf-8"),
        ("/feeds/atom.xml", "application/xml; charset=utf-8"), ("/sitemap.xml", "application/xml; charset=utf-8"),
        ("/logo.svg", "image/svg+xml; charset=utf-8"), ("/logo.png", "image/png"), ("/favicon.ico", "image/x-icon"),
        ("/2024/11/28/index.md", "text/markdown; charset=utf-8"),
    ])
    func types(path: String, type: String) async throws {
        let fixture = try await Fixture()
        defer { Task { [server = fixture.server] in await server.stop() } }
        let response = try await RawHTTP.send(path, port: fixture.port)
        #expect(response.status == 200)
        #expect(response.headers["content-type"] == type)
        #expect(response.headers["cache-control"] == "no-cache")
        #expect(response.headers["etag"]?.hasPrefix("\"") == true)
        #expect(response.headers["last-modified"]?.hasSuffix(" GMT") == true)
        #expect(response.headers["content-length"] == String(response.body.utf8.count))
    }

    @Test("If-None-Match and If-Modified-Since get 304 until the file changes")
    func conditional() async throws {
        let fixture = try await Fixture()
        defer { Task { [server = fixture.server] in await server.stop() } }
        let first = try await RawHTTP.send("/assets/style.css", port: fixture.port)
        let etag = try #require(first.headers["etag"])
        let modified = try #require(first.headers["last-modified"])
        let byTag = try await RawHTTP.send("/assets/style.css", port: fixture.port, headers: ["If-None-Match": etag])
        #expect(byTag.status == 304)
        #expect(byTag.body.isEmpty)
        #expect(byTag.headers["etag"] == etag)
        #expect(try await RawHTTP.send("/assets/style.css", port: fixture.port, headers: ["If-Modified-Since": modified]).status == 304)
        #expect(try await RawHTTP.send("/assets/style.css", port: fixture.port, headers: ["If-None-Match": "\"other\""]).status == 200)
        let old = "Sat, 01 Jan 2000 00:00:00 GMT"
        #expect(try await RawHTTP.send("/assets/style.css", port: fixture.port, headers: ["If-Modified-Since": old]).status == 200)
        try Data("body{color:red}".utf8).write(to: fixture.root.appendingPathComponent("site/assets/style.css"))
        let changed = try await RawHTTP.send("/assets/style.css", port: fixture.port, headers: ["If-None-Match": etag])
        #expect(changed.status == 200)
        #expect(changed.body == "body{color:red}")
    }

    @Test("traversal attempts never reach a file outside the site", arguments: [
        "/../secret.txt", "/%2e%2e/secret.txt", "/%2e%2e%2fsecret.txt", "/assets/%2E%2E/%2E%2E/secret.txt", "/out/secret.txt",
        "//../secret.txt", "/..%2F..%2Fsecret.txt",
    ])
    func traversal(target: String) async throws {
        let fixture = try await Fixture()
        defer { Task { [server = fixture.server] in await server.stop() } }
        let response = try await RawHTTP.send(target, port: fixture.port)
        #expect(response.status == 403 || response.status == 404)
        #expect(!response.body.contains("TOP-SECRET"))
    }

    @Test("HEAD, redirects, the site's 404 page and other methods")
    func methods() async throws {
        let fixture = try await Fixture()
        defer { Task { [server = fixture.server] in await server.stop() } }
        let get = try await RawHTTP.send("/", port: fixture.port)
        let head = try await RawHTTP.send("/", method: "HEAD", port: fixture.port)
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
        #expect(head.headers["content-length"] == String(get.body.utf8.count))
        #expect(head.headers["etag"] == get.headers["etag"])
        let folder = try await RawHTTP.send("/2024/11/28?x=1", port: fixture.port)
        #expect(folder.status == 301)
        #expect(folder.headers["location"] == "/2024/11/28/?x=1")
        let missing = try await RawHTTP.send("/nothing/here.html", port: fixture.port)
        #expect(missing.status == 404)
        #expect(missing.body == "<body>lost</body>")
        #expect(try await RawHTTP.send("/", method: "POST", port: fixture.port).status == 405)
    }

    @Test("a port in use is an error naming it")
    func portInUse() async throws {
        let fixture = try await Fixture()
        defer { Task { [server = fixture.server] in await server.stop() } }
        let handler = PreviewHandler(files: SiteFiles(root: fixture.root), hub: ReloadHub(), status: RenderStatus(), liveReload: false)
        await #expect(throws: ServeError.portInUse(host: "127.0.0.1", port: fixture.port)) {
            _ = try await PreviewServer.start(host: "127.0.0.1", port: fixture.port, handler: handler)
        }
        await #expect(throws: ServeError.self) {
            _ = try await PreviewServer.start(host: "example.org", port: 0, handler: handler)
        }
    }
}
