import Foundation
import PaperboyServices

/// Bounds a whole exchange in wall-clock time, redirects and body included (AsyncHTTPClient's
/// own deadline is a point the library checks, not a promise to the caller).
enum Deadline {
    /// Starts an operation with `start`, which calls `finish` once, from any thread, and returns
    /// its result; or throws `.timedOut` after `seconds` (or `.invalidResponse` when the calling
    /// task is cancelled), calls `cancel` and leaves the operation to wind down on its own. The
    /// timer is a Dispatch timer and the operation runs on SwiftNIO's threads, so a busy Swift
    /// task pool delays neither.
    static func race<T: Sendable>(seconds: TimeInterval, url: URL,
                                  start: (@escaping @Sendable (Result<T, any Error>) -> Void) -> Void,
                                  cancel: @escaping @Sendable () -> Void) async throws -> T {
        let race = Race<T>(cancel: cancel)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
                race.wait(continuation)
                DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
                    race.finish(.failure(HTTPTransportError(.timedOut, url: url, reason: "no complete response in \(HTTPClient.seconds(seconds)) (timed out)")),
                                cancelling: true)
                }
                start { race.finish($0, cancelling: false) }
            }
        } onCancel: {
            race.finish(.failure(HTTPTransportError(.invalidResponse, url: url, reason: "request cancelled")), cancelling: true)
        }
    }
}

/// The continuation a ``Deadline/race(seconds:url:start:cancel:)`` resumes exactly once, with whichever outcome comes first.
private final class Race<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private let cancel: @Sendable () -> Void
    private var continuation: CheckedContinuation<T, any Error>?
    private var outcome: Result<T, any Error>?

    init(cancel: @escaping @Sendable () -> Void) {
        self.cancel = cancel
    }

    func wait(_ continuation: CheckedContinuation<T, any Error>) {
        let early = lock.withLock { () -> Result<T, any Error>? in
            if let outcome { return outcome }
            self.continuation = continuation
            return nil
        }
        if let early { continuation.resume(with: early) }
    }

    func finish(_ result: Result<T, any Error>, cancelling: Bool) {
        let (first, waiting) = lock.withLock { () -> (Bool, CheckedContinuation<T, any Error>?) in
            guard outcome == nil else { return (false, nil) }
            outcome = result
            defer { continuation = nil }
            return (true, continuation)
        }
        guard first else { return }
        if cancelling { cancel() }
        waiting?.resume(with: result)
    }
}
