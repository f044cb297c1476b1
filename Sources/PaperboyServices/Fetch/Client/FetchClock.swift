import Foundation

/// The fetch stage's sense of time: what time it is, and a way to wait.
///
/// Pacing and backoff only ever wait through this, so tests inject a clock that
/// advances instantly and read off exactly how long a run would have waited.
public protocol FetchClock: Sendable {
    /// The current time.
    var now: Date { get }
    /// Returns at `deadline` (at once if it has passed).
    /// - Throws: `CancellationError` when the task is cancelled.
    func sleep(until deadline: Date) async throws
}

/// The real clock: `Date()` and `Task.sleep`.
public struct SystemClock: FetchClock {
    /// Creates the clock.
    public init() {}

    /// `Date()`.
    public var now: Date { Date() }

    /// Sleeps until `deadline`.
    public func sleep(until deadline: Date) async throws {
        let seconds = deadline.timeIntervalSinceNow
        guard seconds > 0 else { return }
        try await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
    }
}

/// A clock that never waits: replayed runs skip pacing and backoff (and, frozen, read one fixed time).
public struct InstantClock: FetchClock {
    /// The time it always reads; nil to read `Date()`.
    public var frozen: Date?

    /// Creates the clock; with `frozenAt` it always reads that instant (replays, for the same report every time).
    public init(frozenAt frozen: Date? = nil) {
        self.frozen = frozen
    }

    /// The frozen instant, or `Date()`.
    public var now: Date { frozen ?? Date() }

    /// Returns at once.
    public func sleep(until deadline: Date) async throws {
        try Task.checkCancellation()
    }
}
