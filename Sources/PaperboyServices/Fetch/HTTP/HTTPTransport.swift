/// Sends one request and returns one response: no retries, no pacing, no cache.
///
/// The production transport is `NetworkTransport` (PaperboyNetwork, on AsyncHTTPClient); ``ReplayTransport`` serves
/// recorded responses with no network, ``RecordingTransport`` writes every response
/// a wrapped transport returns, and tests script their own. ``HTTPClient`` adds
/// pacing, retries, the conditional-GET cache and budgets on top of any of them.
public protocol HTTPTransport: Sendable {
    /// Sends `request`.
    /// - Parameters:
    ///   - request: What to send.
    ///   - onBytes: Told the body's size so far as it arrives, by transports that read from a
    ///     network; wrappers pass it on. It is an argument, never a task-local value: Swift 6.3's
    ///     optimiser emits metadata for a closure-typed task-local that the runtime cannot read,
    ///     and every fetch of the release build crashed in `swift_task_localValuePush`.
    /// - Returns: The response, whatever its status.
    /// - Throws: ``HTTPTransportError`` when no complete response arrived.
    func send(_ request: HTTPRequest, onBytes: (@Sendable (Int) -> Void)?) async throws -> HTTPResponse
}

extension HTTPTransport {
    /// Sends `request` with no one listening to its progress.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try await send(request, onBytes: nil)
    }
}
