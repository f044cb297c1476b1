import Foundation
import NIOCore
import NIOPosix

/// One client connection of ``RawHTTP``: writes bytes as given and keeps everything it read.
final class RawConnection: @unchecked Sendable {
    private let channel: any Channel
    private let received: Received

    private init(channel: any Channel, received: Received) {
        self.channel = channel
        self.received = received
    }

    static func open(port: UInt16) async throws -> RawConnection {
        let received = Received()
        // A generous connect timeout: the suite runs beside sanitizer builds on two cores.
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connectTimeout(.seconds(30))
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(Collector(into: received)) }
            }
            .connect(host: "127.0.0.1", port: Int(port)).get()
        return RawConnection(channel: channel, received: received)
    }

    func write(_ data: Data) async throws {
        try await channel.writeAndFlush(ByteBuffer(bytes: data)).get()
    }

    /// Everything read once it contains `marker`.
    func read(until marker: String) async throws -> String {
        try await received.wait { text, _ in text.contains(marker) }
    }

    /// Everything read once the server closed the connection.
    func readToEnd() async throws -> String {
        try await received.wait { _, closed in closed }
    }

    /// What was read so far, and whether the connection has closed: a look, no waiting.
    var sofar: (text: String, closed: Bool) { received.snapshot }

    func close() {
        channel.close(promise: nil)
    }
}

/// The bytes a connection read, and whoever waits for more.
private final class Received: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: [UInt8] = []
    private var closed = false
    private var waiters: [(condition: (String, Bool) -> Bool, continuation: CheckedContinuation<String, any Error>)] = []

    var snapshot: (text: String, closed: Bool) { lock.withLock { (String(decoding: bytes, as: UTF8.self), closed) } }

    func append(_ more: [UInt8]) { update { $0.bytes += more } }
    func close() { update { $0.closed = true } }

    func wait(for condition: @escaping (String, Bool) -> Bool) async throws -> String {
        try await withCheckedThrowingContinuation { continuation in
            let now = lock.withLock { () -> Result<String, any Error>? in
                let text = String(decoding: bytes, as: UTF8.self)
                if condition(text, closed) { return .success(text) }
                if closed { return .failure(Closed()) }
                waiters.append((condition, continuation))
                return nil
            }
            if let now { continuation.resume(with: now) }
        }
    }

    private func update(_ change: (Received) -> Void) {
        let done = lock.withLock { () -> [(CheckedContinuation<String, any Error>, Result<String, any Error>)] in
            change(self)
            let text = String(decoding: bytes, as: UTF8.self)
            var done: [(CheckedContinuation<String, any Error>, Result<String, any Error>)] = []
            waiters.removeAll { waiter in
                if waiter.condition(text, closed) { done.append((waiter.continuation, .success(text))); return true }
                if closed { done.append((waiter.continuation, .failure(Closed()))); return true }
                return false
            }
            return done
        }
        for (continuation, result) in done { continuation.resume(with: result) }
    }

    struct Closed: Error, CustomStringConvertible {
        var description: String { "the connection closed before the expected text arrived" }
    }
}

private final class Collector: ChannelInboundHandler, @unchecked Sendable {
    typealias InboundIn = ByteBuffer
    private let received: Received

    init(into received: Received) { self.received = received }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        var buffer = unwrapInboundIn(data)
        received.append(buffer.readBytes(length: buffer.readableBytes) ?? [])
    }

    func channelInactive(context: ChannelHandlerContext) {
        received.close()
        context.fireChannelInactive()
    }
}
