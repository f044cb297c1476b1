import Foundation
import PaperboyModels

/// Why a transport returned no complete response, naming the URL.
public struct HTTPTransportError: Error, Sendable, CustomStringConvertible {
    /// What went wrong, in a form the retry logic acts on.
    public enum Kind: String, Sendable {
        /// The exchange took longer than the request's timeout.
        case timedOut
        /// The connection could not be made or broke off.
        case connection
        /// The body ended before the promised `Content-Length`.
        case truncated
        /// The body passed the configured size cap.
        case tooLarge
        /// More redirects than allowed, or a redirect to a scheme other than http(s).
        case badRedirect
        /// `--replay`: there is no recorded response for this request.
        case notRecorded
        /// `--offline`: there is no cached response for this request.
        case notCached
        /// The run is offline and the request would need the network.
        case offline
        /// The response could not be read (not HTTP, a cancelled task).
        case invalidResponse
    }

    /// What went wrong.
    public var kind: Kind
    /// The URL asked for.
    public var url: URL
    /// One sentence saying what happened.
    public var reason: String
    /// The network or file-system error behind this one.
    public var underlying: (any Error & Sendable)?

    /// Creates an error.
    public init(_ kind: Kind, url: URL, reason: String, underlying: (any Error & Sendable)? = nil) {
        self.kind = kind
        self.url = url
        self.reason = reason
        self.underlying = underlying
    }

    /// True for failures a later try may not meet: timeouts, broken connections, cut-off bodies.
    public var isRetryable: Bool {
        switch kind {
        case .timedOut, .connection, .truncated: return true
        case .tooLarge, .badRedirect, .notRecorded, .notCached, .offline, .invalidResponse: return false
        }
    }

    /// `URL: reason`.
    public var description: String { "\(url.absoluteString): \(reason)" }
}

extension HTTPTransportError: PaperboyError {
    /// Where it happened.
    public var location: ErrorLocation? { ErrorLocation(url.absoluteString) }
    /// The error it wraps.
    public var cause: (any Error)? { underlying }
}
