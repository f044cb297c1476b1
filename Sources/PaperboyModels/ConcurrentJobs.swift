import Foundation

/// Runs independent pieces of work on every core and returns their results in the
/// order given; the first error (in that order) is thrown once all have finished.
public enum ConcurrentJobs {
    /// Runs `jobs` at once and returns their results in their order.
    public static func run<T: Sendable>(_ jobs: [@Sendable () throws -> T]) throws -> [T] {
        let results = ResultSlots<T>(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { i in
            results.set(i, Result { try jobs[i]() })
        }
        return try results.values().map { try $0.get() }
    }

    /// Runs two jobs of different results at once; the first's error, else the second's, is thrown.
    public static func both<A: Sendable, B: Sendable>(_ first: @escaping @Sendable () throws -> A,
                                                      _ second: @escaping @Sendable () throws -> B) throws -> (A, B) {
        let a = ResultSlots<A>(count: 1)
        let b = ResultSlots<B>(count: 1)
        DispatchQueue.concurrentPerform(iterations: 2) { i in
            if i == 0 { a.set(0, Result { try first() }) } else { b.set(0, Result { try second() }) }
        }
        return (try a.values()[0].get(), try b.values()[0].get())
    }

    /// Runs `jobs`, which cannot fail, at once and returns their results in their order.
    public static func run<T: Sendable>(_ jobs: [@Sendable () -> T]) -> [T] {
        let results = ResultSlots<T>(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { i in results.set(i, .success(jobs[i]())) }
        return results.values().compactMap { try? $0.get() }
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
