import Foundation
import NIOCore
import PaperboyServices

/// The production transport: AsyncHTTPClient on SwiftNIO, TLS from its own BoringSSL.
///
/// It keeps no cookies and no cache (``HTTPClient`` does conditional GET itself), asks for gzip
/// and deflate and decodes them while reading, follows at most `maxRedirects` redirects to
/// http(s) URLs (dropping `Authorization` when the host changes), goes through the proxy that
/// `HTTPS_PROXY`, `HTTP_PROXY` and `NO_PROXY` choose for each URL, and trusts the roots
/// `SSL_CERT_FILE` and `SSL_CERT_DIR` name (``NetworkEnvironment``).
///
/// Bodies are streamed with back-pressure: a `Content-Length` over `maxBytes` is refused before
/// the body is read, and the decoded stream is cut off once it passes `maxBytes`, so a gzip bomb
/// never costs more than `maxBytes` of memory. The request's timeout bounds the whole exchange,
/// redirects and body included: the caller gets its error at that moment and the request is cancelled.
public final class NetworkTransport: HTTPTransport, Sendable {
    private let maxBytes: Int
    private let maxRedirects: Int
    private let routes: ClientRoutes

    /// Creates a transport.
    /// - Parameters:
    ///   - maxBytes: The largest body accepted, counted after any `Content-Encoding` is undone;
    ///     a longer one (or a longer `Content-Length`) fails as `.tooLarge`.
    ///   - maxRedirects: Redirects followed per request.
    ///   - environment: Where the proxy and certificate variables are read: the process's, or none in tests.
    public init(maxBytes: Int, maxRedirects: Int = 5, environment: [String: String]) {
        self.maxBytes = maxBytes
        self.maxRedirects = maxRedirects
        routes = ClientRoutes(environment: NetworkEnvironment(environment), maxBytes: maxBytes)
    }

    deinit {
        routes.shutdown()
    }

    /// Sends `request` and collects the whole response.
    /// - Throws: ``HTTPTransportError`` for a timeout, a broken or refused connection, a proxy or
    ///   certificate setting that cannot be used, a truncated or oversized body, or too many redirects.
    public func send(_ request: HTTPRequest, onBytes: (@Sendable (Int) -> Void)?) async throws -> HTTPResponse {
        let timeout = max(request.timeout, 0.001)
        // AsyncHTTPClient's deadline a second later than ours: only a request ours failed to stop meets it.
        let exchange = Exchange(request: request, routes: routes, maxBytes: maxBytes, maxRedirects: maxRedirects, onBytes: onBytes,
                                deadline: NIODeadline.now() + TimeAmount.nanoseconds(Int64((timeout + 1) * 1e9)))
        return try await Deadline.race(seconds: timeout, url: request.url, start: exchange.start, cancel: exchange.cancel)
    }
}
