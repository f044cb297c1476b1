import Foundation

/// The pages listening on the events endpoint, and what is sent to them (server-sent events).
actor ReloadHub {
    private var listeners: [UUID: AsyncStream<Data>.Continuation] = [:]
    private var closed = false

    /// How many pages listen now.
    var count: Int { listeners.count }

    /// A new listener's stream: first the reconnect delay, then every event until the page goes
    /// away or the hub closes.
    func subscribe() -> AsyncStream<Data> {
        let (stream, continuation) = AsyncStream<Data>.makeStream(bufferingPolicy: .bufferingNewest(16))
        continuation.yield(Data("retry: 1000\n: paperboy serve\n\n".utf8))
        if closed {
            continuation.finish()
            return stream
        }
        let id = UUID()
        listeners[id] = continuation
        continuation.onTermination = { _ in Task { await self.remove(id) } }
        return stream
    }

    /// Sends `event` (one line of `data`) to every listener.
    func send(_ event: String, data: String = "") {
        let message = Data("event: \(event)\ndata: \(data.split(whereSeparator: \.isNewline).joined(separator: " "))\n\n".utf8)
        for continuation in listeners.values { continuation.yield(message) }
    }

    /// Ends every stream (their connections close) and refuses new ones.
    func close() {
        closed = true
        for continuation in listeners.values { continuation.finish() }
        listeners = [:]
    }

    private func remove(_ id: UUID) {
        listeners[id] = nil
    }
}
