import Foundation

/// `--offline`: serves the cached response for a URL, however old, and never touches the network.
public struct OfflineTransport: HTTPTransport {
    /// Where responses come from.
    public let cache: ResponseCache

    /// Creates the transport.
    public init(cache: ResponseCache) {
        self.cache = cache
    }

    /// The cached 200 for `request.url`, marked with ``HTTPClient/fromCacheHeader``.
    /// - Throws: ``HTTPTransportError`` `.notCached` when the cache has none.
    public func send(_ request: HTTPRequest, onBytes: (@Sendable (Int) -> Void)?) async throws -> HTTPResponse {
        guard let (response, fetchedAt) = cache.response(for: request.url) else {
            throw HTTPTransportError(.notCached, url: request.url, reason: "offline, and nothing cached for this URL")
        }
        var served = response
        served.headers[HTTPClient.fromCacheHeader] = ISO8601DateFormatter().string(from: fetchedAt)
        return served
    }
}
