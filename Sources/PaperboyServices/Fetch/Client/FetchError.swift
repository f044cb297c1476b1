import Foundation
import PaperboyModels

/// A request that failed for good: the URL, the last HTTP status if any, why, and the error behind it.
public struct FetchError: Error, Sendable, CustomStringConvertible {
    /// The URL that failed.
    public var url: URL
    /// The last HTTP status, nil when no response came.
    public var status: Int?
    /// One sentence saying what happened.
    public var reason: String
    /// The transport, parse or pacing error behind this one.
    public var underlying: (any Error & Sendable)?

    /// Creates an error.
    public init(url: URL, status: Int? = nil, reason: String, underlying: (any Error & Sendable)? = nil) {
        self.url = url
        self.status = status
        self.reason = reason
        self.underlying = underlying
    }

    /// `URL: HTTP 503: reason`.
    public var description: String {
        url.absoluteString + (status.map { ": HTTP \($0)" } ?? "") + ": " + reason
    }
}

extension FetchError: PaperboyError {
    /// Where it happened.
    public var location: ErrorLocation? { ErrorLocation(url.absoluteString) }
    /// The error it wraps.
    public var cause: (any Error)? { underlying }
}
