import Foundation
import NIOCore
import NIOPosix

/// An HTTP proxy on 127.0.0.1 for tests: tunnels `CONNECT host:port` (and answers anything else
/// 405), remembering each request line and `Proxy-Authorization`.
public final class TestProxy: @unchecked Sendable {
    /// The port it listens on.
    public let port: Int
    private let channel: any Channel
    private let log: ProxyLog

    /// Starts listening on an ephemeral port.
    public init() throws {
        let log = ProxyLog()
        channel = try ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(ProxyFront(log: log)) }
            }
            .bind(host: "127.0.0.1", port: 0).wait()
        port = channel.localAddress?.port ?? 0
        self.log = log
    }

    /// `http://127.0.0.1:PORT`, as a proxy variable takes it.
    public var address: String { "http://127.0.0.1:\(port)" }

    /// Every request line received (`CONNECT 127.0.0.1:8443 HTTP/1.1`).
    public var requestLines: [String] { log.lines }

    /// Every `Proxy-Authorization` value received.
    public var authorizations: [String] { log.authorizations }

    /// Closes the listening socket.
    public func stop() { try? channel.close().wait() }
}

private final class ProxyLog: @unchecked Sendable {
    private let lock = NSLock()
    private var seenLines: [String] = []
    private var seenAuthorizations: [String] = []
    var lines: [String] { lock.withLock { seenLines } }
    var authorizations: [String] { lock.withLock { seenAuthorizations } }
    func add(line: String, authorization: String?) {
        lock.withLock {
            seenLines.append(line)
            if let authorization { seenAuthorizations.append(authorization) }
        }
    }
}

/// Reads the client's `CONNECT`, connects to its target and then copies bytes both ways.
private final class ProxyFront: ChannelInboundHandler, @unchecked Sendable {
    typealias InboundIn = ByteBuffer
    private let log: ProxyLog
    private var head = ByteBuffer()
    private var upstream: (any Channel)?
    private var connecting = false

    init(log: ProxyLog) { self.log = log }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        var bytes = unwrapInboundIn(data)
        if let upstream {
            upstream.writeAndFlush(bytes, promise: nil)
            return
        }
        head.writeBuffer(&bytes)
        guard !connecting, let text = head.getString(at: head.readerIndex, length: head.readableBytes),
              let end = text.range(of: "\r\n\r\n") else { return }
        connecting = true
        let lines = text[..<end.lowerBound].components(separatedBy: "\r\n")
        let requestLine = lines[0]
        let authorization = lines.dropFirst().first { $0.lowercased().hasPrefix("proxy-authorization:") }
            .map { String($0.drop { $0 != ":" }.dropFirst()).trimmingCharacters(in: .whitespaces) }
        log.add(line: requestLine, authorization: authorization)
        let parts = requestLine.split(separator: " ").map(String.init)
        let client = context.channel
        guard parts.count == 3, parts[0] == "CONNECT", let target = URLComponents(string: "tcp://" + parts[1]),
              let host = target.host, let port = target.port else {
            client.writeAndFlush(ByteBuffer(string: "HTTP/1.1 405 Method Not Allowed\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"))
                .whenComplete { _ in client.close(promise: nil) }
            return
        }
        let early = ByteBuffer(string: String(text[end.upperBound...]))
        ClientBootstrap(group: context.eventLoop)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(Pipe(to: client)) }
            }
            .connect(host: host, port: port)
            .whenComplete { [self] result in
                switch result {
                case .success(let channel):
                    upstream = channel
                    client.writeAndFlush(ByteBuffer(string: "HTTP/1.1 200 Connection established\r\n\r\n"), promise: nil)
                    if early.readableBytes > 0 { channel.writeAndFlush(early, promise: nil) }
                case .failure:
                    client.writeAndFlush(ByteBuffer(string: "HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"))
                        .whenComplete { _ in client.close(promise: nil) }
                }
            }
    }

    func channelInactive(context: ChannelHandlerContext) {
        upstream?.close(promise: nil)
        context.fireChannelInactive()
    }
}

/// Writes everything it reads to `partner`, and closes it when its own side closes.
private final class Pipe: ChannelInboundHandler, @unchecked Sendable {
    typealias InboundIn = ByteBuffer
    private let partner: any Channel

    init(to partner: any Channel) { self.partner = partner }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        partner.writeAndFlush(unwrapInboundIn(data), promise: nil)
    }

    func channelInactive(context: ChannelHandlerContext) {
        partner.close(promise: nil)
        context.fireChannelInactive()
    }
}
