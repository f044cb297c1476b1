import Foundation
import PaperboyServices

/// An in-memory transport: answers from a closure and logs each request with the
/// clock's time, so pacing and backoff can be checked without sockets or waiting.
public final class ScriptedTransport: HTTPTransport, @unchecked Sendable {
    /// One logged request.
    public struct Sent: Sendable {
        /// The request.
        public var request: HTTPRequest
        /// The clock's time when it was sent.
        public var at: Date
    }

    private let lock = NSLock()
    private var log: [Sent] = []
    private let clock: any FetchClock
    private let answer: @Sendable (HTTPRequest, Int) throws -> HTTPResponse

    /// Creates a transport; `answer` gets the request and how many were sent before it.
    public init(clock: any FetchClock, answer: @escaping @Sendable (HTTPRequest, Int) throws -> HTTPResponse) {
        self.clock = clock
        self.answer = answer
    }

    /// The requests sent so far.
    public var sent: [Sent] { lock.withLock { log } }

    /// Logs and answers.
    public func send(_ request: HTTPRequest, onBytes: (@Sendable (Int) -> Void)?) async throws -> HTTPResponse {
        let index = lock.withLock { () -> Int in
            log.append(Sent(request: request, at: clock.now))
            return log.count - 1
        }
        return try answer(request, index)
    }
}
