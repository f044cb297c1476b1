import Foundation

/// Hands entries from the thread that reads the XML to the thread that builds
/// items, in order, a batch at a time, holding at most a few batches so memory
/// stays bounded however long the feed is.
final class EntryPipe: @unchecked Sendable {
    /// Entries with what the feed had said about itself by the time they closed.
    struct Batch: Sendable {
        var entries: [RawEntry]
        var root: FeedEventParser.Root?
        var channelLink: String?
    }

    /// How the reading side ended.
    struct Ending: Sendable {
        var root: FeedEventParser.Root?
        var channel = RawChannel()
        var sniffWarning: String?
        /// Set when the document was read again with its errors repaired: where and what.
        var repairWarning: String?
        /// A fault in the document (the reading stopped there), or a failure to start reading.
        var failure: FeedParseError?
        var failedToStart = false
    }

    enum Next {
        case batch(Batch)
        case end(Ending)
    }

    private let condition = NSCondition()
    private var queue: [Batch] = []
    private var ending: Ending?
    private var cancelled = false
    private let capacity: Int

    init(capacity: Int = 4) {
        self.capacity = capacity
    }

    /// Queues a batch, waiting while the queue is full; false once the reader should stop.
    func push(_ batch: Batch) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while queue.count >= capacity && !cancelled { condition.wait() }
        guard !cancelled else { return false }
        queue.append(batch)
        condition.broadcast()
        return true
    }

    /// Records how reading ended; every batch pushed before stays ahead of it.
    func finish(_ end: Ending) {
        condition.lock()
        ending = end
        condition.broadcast()
        condition.unlock()
    }

    /// The next batch, or the ending once every batch has been taken.
    func next() -> Next {
        condition.lock()
        defer { condition.unlock() }
        while queue.isEmpty && ending == nil { condition.wait() }
        if !queue.isEmpty {
            let batch = queue.removeFirst()
            condition.broadcast()
            return .batch(batch)
        }
        return .end(ending!)
    }

    /// Tells the reader to stop and waits until it has (its libxml2 reader freed).
    func cancelAndWait() {
        condition.lock()
        cancelled = true
        queue.removeAll()
        condition.broadcast()
        while ending == nil { condition.wait() }
        condition.unlock()
    }
}
