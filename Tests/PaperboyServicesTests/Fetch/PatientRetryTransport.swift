import Foundation
import PaperboyServices

/// The real transport, except that every request after the first is given `retryTimeout`
/// instead of the client's timeout: a test of what follows a real timeout waits out one
/// short timeout, and the retry after it cannot be cut short too by a busy machine.
final class PatientRetryTransport: HTTPTransport, @unchecked Sendable {
    private let wrapped: any HTTPTransport
    private let retryTimeout: TimeInterval
    private let lock = NSLock()
    private var timeouts: [TimeInterval] = []

    init(_ wrapped: any HTTPTransport, retryTimeout: TimeInterval = 120) {
        self.wrapped = wrapped
        self.retryTimeout = retryTimeout
    }

    /// The timeout each request was sent with, in order: the client's for the first.
    var sentTimeouts: [TimeInterval] { lock.withLock { timeouts } }

    func send(_ request: HTTPRequest, onBytes: (@Sendable (Int) -> Void)?) async throws -> HTTPResponse {
        var request = request
        lock.withLock {
            if !timeouts.isEmpty { request.timeout = retryTimeout }
            timeouts.append(request.timeout)
        }
        return try await wrapped.send(request, onBytes: onBytes)
    }
}
