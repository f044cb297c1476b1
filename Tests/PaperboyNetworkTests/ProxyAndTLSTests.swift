import Foundation
import PaperboyNetwork
import PaperboyServices
import PaperboyTestSupport
import Testing

/// Proxies and certificates as users set them, against a local proxy and a local HTTPS server
/// whose certificate a test CA signed.
@Suite struct ProxyAndTLSTests {
    /// A folder holding the test CA's certificate as `ca.pem`.
    private static func authorityFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("paperboy-ca-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(TestCertificates.authority.utf8).write(to: folder.appendingPathComponent("ca.pem"))
        return folder
    }

    private func body(_ response: HTTPResponse) -> String { String(decoding: response.body, as: UTF8.self) }

    @Test func httpsWithTheCAFromSSLCertFile() async throws {
        let server = try TestTLSServer()
        defer { server.stop() }
        let folder = try Self.authorityFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trusting = NetworkTransport(maxBytes: 1 << 20, environment: ["SSL_CERT_FILE": folder.appendingPathComponent("ca.pem").path])
        let response = try await trusting.send(HTTPRequest(url: server.url("/feed?x=1"), timeout: 10))
        #expect(response.status == 200)
        #expect(body(response) == "secure GET /feed?x=1")
        let byFolder = NetworkTransport(maxBytes: 1 << 20, environment: ["SSL_CERT_DIR": folder.path])
        #expect(body(try await byFolder.send(HTTPRequest(url: server.url("/dir"), timeout: 10))) == "secure GET /dir")
    }

    @Test func httpsWithAnUntrustedCertificateFailsAsAConnectionError() async throws {
        let server = try TestTLSServer()
        defer { server.stop() }
        let system = NetworkTransport(maxBytes: 1 << 20, environment: [:])
        let error = try await #require(throws: HTTPTransportError.self) {
            try await system.send(HTTPRequest(url: server.url("/feed"), timeout: 10))
        }
        #expect(error.kind == .connection)
        #expect(error.reason.contains("TLS"), "\(error)")
        #expect(server.targets.isEmpty)
    }

    @Test func aMissingCertificateFileIsNamed() async throws {
        let transport = NetworkTransport(maxBytes: 1 << 20, environment: ["SSL_CERT_FILE": "/nonexistent/ca.pem"])
        let error = try await #require(throws: HTTPTransportError.self) {
            try await transport.send(HTTPRequest(url: URL(string: "https://127.0.0.1:9/")!, timeout: 5))
        }
        #expect(error.reason.contains("SSL_CERT_FILE=/nonexistent/ca.pem is not a readable PEM file"), "\(error)")
    }

    /// AsyncHTTPClient reaches http URLs through the proxy with `CONNECT` too.
    @Test func httpGoesThroughHTTPProxyWithItsCredentials() async throws {
        let origin = try TestHTTPServer(routes: ["/feed": [TestReply(body: "from origin")]])
        defer { origin.stop() }
        let proxy = try TestProxy()
        defer { proxy.stop() }
        let address = proxy.address.replacingOccurrences(of: "http://", with: "http://reader:s3cret@")
        let transport = NetworkTransport(maxBytes: 1 << 20, environment: ["http_proxy": address])
        let response = try await transport.send(HTTPRequest(url: origin.url("/feed?a=1"), timeout: 10))
        #expect(body(response) == "from origin")
        #expect(proxy.requestLines == ["CONNECT 127.0.0.1:\(origin.port) HTTP/1.1"])
        #expect(proxy.authorizations == ["Basic " + Data("reader:s3cret".utf8).base64EncodedString()])
        #expect(origin.requests.map(\.target) == ["/feed?a=1"])
    }

    @Test func httpsTunnelsThroughHTTPSProxyWithConnect() async throws {
        let server = try TestTLSServer()
        defer { server.stop() }
        let proxy = try TestProxy()
        defer { proxy.stop() }
        let folder = try Self.authorityFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let transport = NetworkTransport(maxBytes: 1 << 20, environment: [
            "HTTPS_PROXY": proxy.address, "SSL_CERT_FILE": folder.appendingPathComponent("ca.pem").path,
        ])
        let response = try await transport.send(HTTPRequest(url: server.url("/listing"), timeout: 10))
        #expect(body(response) == "secure GET /listing")
        #expect(proxy.requestLines == ["CONNECT 127.0.0.1:\(server.port) HTTP/1.1"])
    }

    @Test func noProxyHostsAreReachedDirectly() async throws {
        let origin = try TestHTTPServer(routes: ["/feed": [TestReply(body: "direct")]])
        defer { origin.stop() }
        let proxy = try TestProxy()
        defer { proxy.stop() }
        for environment in [["HTTP_PROXY": proxy.address, "NO_PROXY": "127.0.0.1"], ["http_proxy": proxy.address, "no_proxy": "*"]] {
            let transport = NetworkTransport(maxBytes: 1 << 20, environment: environment)
            #expect(body(try await transport.send(HTTPRequest(url: origin.url("/feed"), timeout: 10))) == "direct")
        }
        #expect(proxy.requestLines.isEmpty)
        #expect(origin.requests.count == 2)
    }
}
