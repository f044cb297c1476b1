import Foundation
import PaperboyServices

/// A clock for tests: time moves only when someone sleeps (it jumps to the deadline)
/// or the test advances it, and every sleep is logged.
public final class ManualClock: FetchClock, @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date
    private var slept: [TimeInterval] = []

    /// Starts at `start`.
    public init(start: Date = Date(timeIntervalSince1970: 1_732_795_200)) {
        current = start
    }

    /// The current virtual time.
    public var now: Date { lock.withLock { current } }

    /// The lengths of the sleeps so far, in order.
    public var sleeps: [TimeInterval] { lock.withLock { slept } }

    /// Jumps to `deadline` if it is later, logging the sleep.
    public func sleep(until deadline: Date) async throws {
        lock.withLock {
            if deadline > current {
                slept.append(deadline.timeIntervalSince(current))
                current = deadline
            }
        }
    }

    /// Moves time forward.
    public func advance(by seconds: TimeInterval) {
        lock.withLock { current = current.addingTimeInterval(seconds) }
    }
}
