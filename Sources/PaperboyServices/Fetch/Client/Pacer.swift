import Foundation

/// Hands out turns in each lane of a ``PacingPolicy``: one request at a time per
/// lane, each starting at least the lane's interval after the previous one ended.
/// Different lanes (hosts) proceed concurrently.
public actor Pacer {
    private struct Lane {
        var busy = false
        var lastEnd: Date?
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    /// The intervals.
    public let policy: PacingPolicy
    private let clock: any FetchClock
    private var lanes: [String: Lane] = [:]

    /// Creates a pacer.
    public init(policy: PacingPolicy, clock: any FetchClock) {
        self.policy = policy
        self.clock = clock
    }

    /// Waits for `url`'s lane to be free and its interval to have passed, then holds the lane.
    /// Every successful call must be matched by ``release(_:)``.
    /// - Parameters:
    ///   - deadline: The latest time the caller may start; a later turn is refused.
    ///   - willWait: Called with the seconds about to be waited for the lane's interval, before waiting.
    /// - Returns: The seconds waited.
    /// - Throws: ``PacingRefusal`` when the turn would come after `deadline`; `CancellationError`.
    public func acquire(_ url: URL, deadline: Date, willWait: (@Sendable (TimeInterval) -> Void)? = nil) async throws -> TimeInterval {
        let name = policy.lane(for: url)
        let start = clock.now
        if lanes[name, default: Lane()].busy {
            await withCheckedContinuation { lanes[name, default: Lane()].waiters.append($0) }
        } else {
            lanes[name, default: Lane()].busy = true
        }
        let interval = policy.interval(for: url)
        if let last = lanes[name]?.lastEnd, interval > 0 {
            let ready = last.addingTimeInterval(interval)
            if ready > clock.now {
                guard ready <= deadline else {
                    handOver(name)
                    throw PacingRefusal(url: url, ready: ready, deadline: deadline)
                }
                willWait?(ready.timeIntervalSince(clock.now))
                do {
                    try await clock.sleep(until: ready)
                } catch {
                    handOver(name)
                    throw error
                }
            }
        }
        return max(0, clock.now.timeIntervalSince(start))
    }

    /// Ends the turn taken by ``acquire(_:deadline:)``: the interval starts now.
    public func release(_ url: URL) {
        let name = policy.lane(for: url)
        lanes[name, default: Lane()].lastEnd = clock.now
        handOver(name)
    }

    private func handOver(_ name: String) {
        guard var lane = lanes[name] else { return }
        if lane.waiters.isEmpty {
            lane.busy = false
            lanes[name] = lane
        } else {
            let next = lane.waiters.removeFirst()
            lanes[name] = lane
            next.resume()
        }
    }
}
