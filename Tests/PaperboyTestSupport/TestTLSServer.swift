import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL

/// HTTPS on 127.0.0.1 with ``TestCertificates/server``: answers every request `200` with the
/// body `secure GET /path`, and remembers each request's target.
public final class TestTLSServer: @unchecked Sendable {
    /// The port it listens on.
    public let port: Int
    private let channel: any Channel
    private let log: RequestLog

    /// Starts listening on an ephemeral port.
    public init() throws {
        let certificate = try NIOSSLCertificate(bytes: Array(TestCertificates.server.utf8), format: .pem)
        let key = try NIOSSLPrivateKey(bytes: Array(TestCertificates.serverKey.utf8), format: .pem)
        let context = try NIOSSLContext(configuration: .makeServerConfiguration(certificateChain: [.certificate(certificate)],
                                                                                privateKey: .privateKey(key)))
        let log = RequestLog()
        channel = try ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(NIOSSLServerHandler(context: context))
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline()
                    try channel.pipeline.syncOperations.addHandler(Responder(log: log))
                }
            }
            .bind(host: "127.0.0.1", port: 0).wait()
        port = channel.localAddress?.port ?? 0
        self.log = log
    }

    /// `https://127.0.0.1:PORT` + `path`.
    public func url(_ path: String) -> URL { URL(string: "https://127.0.0.1:\(port)\(path)")! }

    /// The targets of the requests received so far.
    public var targets: [String] { log.targets }

    /// Closes the listening socket.
    public func stop() { try? channel.close().wait() }
}

private final class RequestLog: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [String] = []
    var targets: [String] { lock.withLock { seen } }
    func add(_ target: String) { lock.withLock { seen.append(target) } }
}

private final class Responder: ChannelInboundHandler, @unchecked Sendable {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart
    private let log: RequestLog

    init(log: RequestLog) { self.log = log }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(let head) = unwrapInboundIn(data) else { return }
        log.add(head.uri)
        let body = ByteBuffer(string: "secure \(head.method.rawValue) \(head.uri)")
        var headers = HTTPHeaders([("Content-Length", "\(body.readableBytes)"), ("Content-Type", "text/plain")])
        headers.add(name: "Connection", value: "close")
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: .ok, headers: headers))), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in context.close(promise: nil) }
    }
}
