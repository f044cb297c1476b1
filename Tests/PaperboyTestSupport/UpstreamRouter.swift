/// A stand-in for an upstream service that answers a ``TestHTTPServer``'s requests.
public protocol TestUpstream: AnyObject, Sendable {
    /// The reply to one request.
    func answer(_ request: TestRequest) -> TestReply
}

/// Hands a server's requests to an upstream that owns the server: the upstream is held
/// weakly and set at the end of its `init`; until then the server answers 500.
public final class UpstreamRouter: @unchecked Sendable {
    /// The upstream answering.
    public weak var upstream: (any TestUpstream)?

    /// Creates a router with no upstream yet.
    public init() {}

    /// A new server on 127.0.0.1 whose requests go to ``upstream``.
    public func server() throws -> TestHTTPServer {
        try TestHTTPServer { [self] request, _ in upstream?.answer(request) ?? TestReply(status: 500, body: "not ready") }
    }
}
