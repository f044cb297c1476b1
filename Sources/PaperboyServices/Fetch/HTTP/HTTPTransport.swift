/// Sends one request and returns one response: no retries, no pacing, no cache.
///
/// The production transport is ``URLSessionTransport``; ``ReplayTransport`` serves
/// recorded responses with no network, ``RecordingTransport`` writes every response
/// a wrapped transport returns, and tests script their own. ``HTTPClient`` adds
/// pacing, retries, the conditional-GET cache and budgets on top of any of them.
public protocol HTTPTransport: Sendable {
    /// Sends `request`.
    /// - Returns: The response, whatever its status.
    /// - Throws: ``HTTPTransportError`` when no complete response arrived.
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}
