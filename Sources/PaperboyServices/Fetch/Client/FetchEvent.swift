import Foundation

/// Something a source's fetch is doing right now, for a progress line. Events change
/// nothing a run writes: they are told as they happen and forgotten.
public struct FetchEvent: Hashable, Sendable {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// The source began.
        case started
        /// Body bytes of the current response received so far (as delivered, after any `Content-Encoding`).
        case receiving(bytes: Int)
        /// The next request waits `seconds` for its turn in the pacing lane `lane` (`arxiv.org`, `api.github.com`).
        case pacing(seconds: TimeInterval, lane: String)
        /// Retry number `retry` of a request goes out in `seconds`, after `problem` (`HTTP 503`, `timed out`).
        case retrying(retry: Int, seconds: TimeInterval, problem: String)
    }

    /// The source's name.
    public var source: String
    /// What happened.
    public var kind: Kind

    /// Creates an event.
    public init(source: String, kind: Kind) {
        self.source = source
        self.kind = kind
    }
}
