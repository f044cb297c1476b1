import Foundation

/// Runs independent pieces of work on every core and returns their results in the
/// order given; the first error (in that order) is thrown once all have finished.
enum ConcurrentJobs {
    static func run<T: Sendable>(_ jobs: [@Sendable () throws -> T]) throws -> [T] {
        let results = ResultSlots<T>(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { i in
            results.set(i, Result { try jobs[i]() })
        }
        return try results.values().map { try $0.get() }
    }
}

/// One result slot per job, written from several threads.
private final class ResultSlots<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<T, any Error>?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ i: Int, _ result: Result<T, any Error>) { lock.withLock { slots[i] = result } }

    func values() -> [Result<T, any Error>] { lock.withLock { slots.map { $0! } } }
}
