import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

/// The HTTP side of `paperboy serve`: a SwiftNIO server bound to one address, answering with a
/// ``PreviewHandler`` (each connection on its own, so an idle or slow one never holds up another).
final class PreviewServer: Sendable {
    /// The address asked for (`127.0.0.1` unless told otherwise).
    let host: String
    /// The port it listens on: the one asked for, or the one the system chose for 0.
    let port: UInt16
    private let listener: any Channel
    private let connections: ConnectionSet

    private init(host: String, port: UInt16, listener: any Channel, connections: ConnectionSet) {
        self.host = host
        self.port = port
        self.listener = listener
        self.connections = connections
    }

    /// `http://HOST:PORT/`.
    var url: URL {
        let shown = host.contains(":") ? "[\(host)]" : host
        return URL(string: "http://\(shown):\(port)/")!
    }

    /// How long a connection may send nothing before it is closed (not while it is being answered).
    static let idleTimeout: TimeAmount = .minutes(5)

    /// Binds `host:port` and starts answering; returns once it listens.
    /// - Parameter host: An IPv4 or IPv6 address, or `localhost` (127.0.0.1); no name is looked up.
    /// - Throws: ``ServeError`` naming the address: not an IP address, the port in use, or another bind failure.
    static func start(host: String, port: UInt16, handler: PreviewHandler) async throws -> PreviewServer {
        let address = try socketAddress(host: host, port: port)
        let connections = ConnectionSet()
        let listener: any Channel
        do {
            listener = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                .serverChannelOption(.backlog, value: 256)
                .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
                .childChannelInitializer { channel in
                    connections.add(channel)
                    return channel.eventLoop.makeCompletedFuture {
                        let pipeline = channel.pipeline.syncOperations
                        try pipeline.addHandler(IdleStateHandler(readTimeout: idleTimeout))
                        try pipeline.configureHTTPServerPipeline()
                        try pipeline.addHandler(PreviewConnection(handler: handler))
                    }
                }
                .bind(to: address).get()
        } catch {
            throw describe(error, host: host, port: port)
        }
        let bound = listener.localAddress?.port.map(UInt16.init) ?? port
        return PreviewServer(host: host, port: bound, listener: listener, connections: connections)
    }

    /// Stops listening and closes every connection.
    func stop() async {
        try? await listener.close()
        for channel in connections.all { try? await channel.close() }
    }

    private static func socketAddress(host: String, port: UInt16) throws -> SocketAddress {
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        guard let address = try? SocketAddress(ipAddress: bare == "localhost" ? "127.0.0.1" : bare, port: Int(port)) else {
            throw ServeError("--host \(host) is not an IP address (use 127.0.0.1, ::1, 0.0.0.0 or localhost)")
        }
        return address
    }

    private static func describe(_ error: any Error, host: String, port: UInt16) -> ServeError {
        if let error = error as? IOError, error.errnoCode == EADDRINUSE { return .portInUse(host: host, port: port) }
        return .cannotListen(host: host, port: port, reason: "\(error)")
    }
}

/// The server's open connections, so that ``PreviewServer/stop()`` can close them.
private final class ConnectionSet: @unchecked Sendable {
    private let lock = NSLock()
    private var open: [ObjectIdentifier: any Channel] = [:]

    var all: [any Channel] { lock.withLock { Array(open.values) } }

    func add(_ channel: any Channel) {
        let id = ObjectIdentifier(channel)
        lock.withLock { open[id] = channel }
        channel.closeFuture.whenComplete { [self] _ in lock.withLock { _ = open.removeValue(forKey: id) } }
    }
}
