import Foundation
import PaperboyNetwork
import PaperboyTestSupport
import Testing
import PaperboyServices

/// The production transport against the local test server: real sockets, no retries.
@Suite struct NetworkTransportTests {
    let transport = NetworkTransport(maxBytes: 1024, maxRedirects: 2, environment: [:])

    @Test func getsStatusHeadersAndBodyAndSendsOurHeaders() async throws {
        let server = try TestHTTPServer(routes: ["/feed": [TestReply(headers: [("ETag", "\"v1\"")], body: "hello")]])
        defer { server.stop() }
        let response = try await transport.send(HTTPRequest(url: server.url("/feed?a=1"), headers: ["User-Agent": "Paperboy-test"], timeout: 5))
        #expect(response.status == 200)
        #expect(response.headers["etag"] == "\"v1\"")
        #expect(String(decoding: response.body, as: UTF8.self) == "hello")
        let request = try #require(server.requests.first)
        #expect(request.target == "/feed?a=1")
        #expect(request.headers["user-agent"] == "Paperboy-test")
    }

    @Test func acceptsAndDecodesGzip() async throws {
        let gzip = try #require(Data(base64Encoded: "H4sIAAAAAAAC/8tIzcnJV0ivyixQKM8vyknRUcggKAIAdFB1zzQAAAA="))
        let server = try TestHTTPServer(routes: ["/z": [TestReply(headers: [("Content-Encoding", "gzip")], body: gzip)]])
        defer { server.stop() }
        let response = try await transport.send(HTTPRequest(url: server.url("/z"), timeout: 5))
        #expect(String(decoding: response.body, as: UTF8.self) == "hello gzip world, hello gzip world, hello gzip world")
        #expect(server.requests.first?.headers["accept-encoding"]?.contains("gzip") == true)
    }

    @Test func aTruncatedBodyIsATruncationError() async throws {
        let server = try TestHTTPServer(routes: ["/cut": [TestReply(body: String(repeating: "x", count: 500), truncateTo: 100)]])
        defer { server.stop() }
        await #expect(throws: HTTPTransportError.self) {
            try await transport.send(HTTPRequest(url: server.url("/cut"), timeout: 5))
        }
        do {
            _ = try await transport.send(HTTPRequest(url: server.url("/cut"), timeout: 5))
        } catch let error as HTTPTransportError {
            #expect(error.kind == .truncated, "\(error)")
            #expect(error.isRetryable)
        }
    }

    @Test func aSlowResponseTimesOut() async throws {
        let server = try TestHTTPServer(routes: ["/slow": [TestReply(body: "late", delay: 90)]])
        defer { server.stop() }
        let started = Date()
        do {
            _ = try await transport.send(HTTPRequest(url: server.url("/slow"), timeout: 0.2))
            Issue.record("expected a timeout")
        } catch let error as HTTPTransportError {
            #expect(error.kind == .timedOut)
            #expect(error.description.hasPrefix(server.url("/slow").absoluteString))
        }
        // Well before the reply would come, even on a loaded machine under AddressSanitizer
        // (19 s was seen there with other builds running; 0.2 s on a quiet one).
        #expect(Date().timeIntervalSince(started) < 45)
    }

    @Test func aBodyOverTheCapIsRefused() async throws {
        let server = try TestHTTPServer(routes: ["/big": [TestReply(body: String(repeating: "x", count: 5000))]])
        defer { server.stop() }
        do {
            _ = try await transport.send(HTTPRequest(url: server.url("/big"), timeout: 5))
            Issue.record("expected tooLarge")
        } catch let error as HTTPTransportError {
            #expect(error.kind == .tooLarge)
            #expect(!error.isRetryable)
        }
    }

    @Test func followsRedirectsWithinTheLimit() async throws {
        let server = try TestHTTPServer(routes: [
            "/a": [TestReply(status: 301, headers: [("Location", "/b")])],
            "/b": [TestReply(status: 302, headers: [("Location", "/c")])],
            "/c": [TestReply(body: "landed")],
            "/loop": [TestReply(status: 302, headers: [("Location", "/loop")])],
        ])
        defer { server.stop() }
        let response = try await transport.send(HTTPRequest(url: server.url("/a"), timeout: 5))
        #expect(String(decoding: response.body, as: UTF8.self) == "landed")
        #expect(response.url.path == "/c")
        do {
            _ = try await transport.send(HTTPRequest(url: server.url("/loop"), timeout: 5))
            Issue.record("expected a redirect error")
        } catch let error as HTTPTransportError {
            #expect(error.kind == .badRedirect)
        }
    }

    @Test func aRefusedConnectionIsAConnectionError() async throws {
        let server = try TestHTTPServer(routes: [:])
        let url = server.url("/gone")
        server.stop()
        do {
            _ = try await transport.send(HTTPRequest(url: url, timeout: 2))
            Issue.record("expected a connection error")
        } catch let error as HTTPTransportError {
            #expect(error.kind == .connection)
            #expect(error.isRetryable)
        }
    }
}
