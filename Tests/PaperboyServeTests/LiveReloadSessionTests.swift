import NIOCore
import Foundation
import PaperboyKit
@testable import PaperboyServe
import Testing

/// `paperboy serve` end to end: a real project, a render at start, an edit in the watched
/// templates folder, the events a page listens to, and the files on disk.
@Suite struct LiveReloadSessionTests {
    /// Starts a session and its watch loop; stops both when `body` returns.
    private func withSession<T>(_ project: ServeProject, _ body: (PreviewSession) async throws -> T) async throws -> T {
        let session = try await PreviewSession.start(project.previewOptions())
        let watcher = Task { await session.run() }
        defer { watcher.cancel() }
        do {
            let result = try await body(session)
            await session.stop()
            return result
        } catch {
            await session.stop()
            throw error
        }
    }

    /// Opens the events endpoint and reads until the stream is established.
    private func listen(_ port: UInt16) async throws -> (RawConnection, String) {
        let socket = try await RawHTTP.connect(port)
        try await socket.write(Data("GET \(LiveReload.eventsPath) HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n".utf8))
        let opened = try await within(10, "the event stream's start") { try await RawHTTP.read(socket, until: "retry: 1000") }
        return (socket, opened)
    }

    @Test("editing a watched template sends reload, and the page served next shows the edit")
    func templateEdit() async throws {
        let project = try await ServeProject()
        try await withSession(project) { session in
            let port = UInt16(session.url.port!)
            let before = try await RawHTTP.send("/", port: port)
            #expect(before.status == 200)
            #expect(before.body.contains(LiveReload.tag + "</body>"))
            #expect(!before.body.contains("EDITED FOOTER"))
            let (socket, opened) = try await listen(port)
            defer { socket.close() }
            #expect(opened.contains("text/event-stream"))
            let layout = try project.read("templates/layout.html.mustache")
            try project.write("templates/layout.html.mustache", layout.replacingOccurrences(of: "{{t.layout.built-with}} Paperboy", with: "EDITED FOOTER"))
            let events = try await within(30, "the reload event") { try await RawHTTP.read(socket, until: "event: reload", already: opened) }
            #expect(!events.contains("event: failed"))
            let after = try await RawHTTP.send("/", port: port)
            #expect(after.body.contains("EDITED FOOTER"))
            #expect(after.headers["etag"] != before.headers["etag"])
            let script = try await RawHTTP.send(LiveReload.scriptPath, port: port)
            #expect(script.headers["content-type"] == "text/javascript; charset=utf-8")
            #expect(script.body.contains("new EventSource(\"\(LiveReload.eventsPath)\")"))
        }
    }

    @Test("the files on disk are those of a plain render: no script in them")
    func filesOnDisk() async throws {
        let project = try await ServeProject()
        try await withSession(project) { session in
            let port = UInt16(session.url.port!)
            let served = try await RawHTTP.send("/", port: port)
            #expect(served.body.contains(LiveReload.tag))
        }
        _ = try await SiteBuild(options: project.buildOptions(output: "plain"), mode: .render).run()
        let site = try project.files(under: "site")
        let plain = try project.files(under: "plain")
        #expect(!site.isEmpty)
        #expect(site == plain)
        let withScript = site.filter { String(decoding: $0.value, as: UTF8.self).contains("__paperboy") }.map(\.key)
        #expect(withScript.isEmpty)
    }

    @Test("a failed render keeps the last good site, shows the error, and a fix reloads")
    func failedRender() async throws {
        let project = try await ServeProject()
        try await withSession(project) { session in
            let port = UInt16(session.url.port!)
            let good = try await RawHTTP.send("/", port: port)
            let (socket, opened) = try await listen(port)
            defer { socket.close() }
            let layout = try project.read("templates/layout.html.mustache")
            try project.write("templates/layout.html.mustache", layout.replacingOccurrences(of: "{{/content}}", with: ""))
            let failed = try await within(30, "the failed event") { try await RawHTTP.read(socket, until: "event: failed", already: opened) }
            #expect(failed.contains("layout.html.mustache"))
            let shown = try await RawHTTP.send("/", port: port, headers: ["If-None-Match": good.headers["etag"] ?? ""])
            #expect(shown.status == 200)
            #expect(shown.body.contains("id=\"\(LiveReload.bannerID)\""))
            #expect(shown.body.contains("layout.html.mustache"))
            #expect(shown.body.contains("Built with Paperboy"))
            try project.write("templates/layout.html.mustache", layout.replacingOccurrences(of: "{{t.layout.built-with}} Paperboy", with: "FIXED"))
            _ = try await within(30, "the reload event") { try await RawHTTP.read(socket, until: "event: reload", already: failed) }
            let fixed = try await RawHTTP.send("/", port: port)
            #expect(fixed.body.contains("FIXED"))
            #expect(!fixed.body.contains(LiveReload.bannerID))
        }
    }
}
