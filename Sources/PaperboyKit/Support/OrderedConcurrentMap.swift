import Foundation

/// Maps a list on a few threads at once and returns the results in the list's order,
/// so work spread over the cores still gives the same bytes as work done in turn.
enum OrderedConcurrentMap {
    /// As many tasks as the machine has cores.
    static var width: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// `items.map(transform)`, with at most `width` transforms running at a time.
    /// - Parameter consume: Called with each result in the list's order as soon as it and
    ///   every result before it are in; it may take parts out of the result (to keep less in memory).
    /// - Throws: the first error a transform throws; the others are cancelled.
    static func map<T: Sendable, R: Sendable>(_ items: [T], width: Int = width,
                                              _ transform: @escaping @Sendable (T) throws -> R,
                                              consume: (Int, inout R) throws -> Void = { _, _ in }) async throws -> [R] {
        try await withThrowingTaskGroup(of: (Int, R).self) { group in
            var results = [R?](repeating: nil, count: items.count)
            var next = 0
            var consumed = 0
            func start() {
                let index = next
                next += 1
                group.addTask { (index, try transform(items[index])) }
            }
            while next < min(width, items.count) { start() }
            while let (index, result) = try await group.next() {
                results[index] = result
                while consumed < items.count, results[consumed] != nil {
                    try consume(consumed, &results[consumed]!)
                    consumed += 1
                }
                if next < items.count { start() }
            }
            return results.compactMap { $0 }
        }
    }
}
