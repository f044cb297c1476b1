/// Tries transports in order, moving on when one has no answer for a request
/// (`--offline --replay DIR`: the recording first, then the cache).
public struct FallbackTransport: HTTPTransport {
    /// The transports, first choice first.
    public let transports: [any HTTPTransport]

    /// Creates the chain.
    public init(_ transports: [any HTTPTransport]) {
        self.transports = transports
    }

    /// The first answer; the last error when none has one.
    public func send(_ request: HTTPRequest, onBytes: (@Sendable (Int) -> Void)?) async throws -> HTTPResponse {
        var last: (any Error)?
        for transport in transports {
            do {
                return try await transport.send(request, onBytes: onBytes)
            } catch let error as HTTPTransportError where error.kind == .notRecorded || error.kind == .notCached {
                last = error
            }
        }
        throw last ?? HTTPTransportError(.offline, url: request.url, reason: "no transport configured")
    }
}
