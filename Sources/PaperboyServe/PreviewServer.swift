import FlyingFox
import FlyingSocks
import Foundation

/// The HTTP side of `paperboy serve`: a FlyingFox server (every connection its own task, so an
/// idle or slow one never holds up another) bound to one address, answering with a ``PreviewHandler``.
final class PreviewServer: Sendable {
    /// The address asked for (`127.0.0.1` unless told otherwise).
    let host: String
    /// The port it listens on: the one asked for, or the one the system chose for 0.
    let port: UInt16
    private let http: HTTPServer
    private let runTask: Task<Void, any Error>

    private init(host: String, port: UInt16, http: HTTPServer, runTask: Task<Void, any Error>) {
        self.host = host
        self.port = port
        self.http = http
        self.runTask = runTask
    }

    /// `http://HOST:PORT/`.
    var url: URL {
        let shown = host.contains(":") ? "[\(host)]" : host
        return URL(string: "http://\(shown):\(port)/")!
    }

    /// Binds `host:port` and starts answering; returns once it listens.
    /// - Parameter host: An IPv4 or IPv6 address, or `localhost` (127.0.0.1); no name is looked up.
    /// - Throws: ``ServeError`` naming the address: not an IP address, the port in use, or another bind failure.
    static func start(host: String, port: UInt16, handler: some HTTPHandler) async throws -> PreviewServer {
        let address = try socketAddress(host: host, port: port)
        let config = HTTPServer.Configuration(address: address, timeout: 60, logger: .disabled)
        let http = HTTPServer(config: config, handler: handler)
        let runTask = Task { try await http.run() }
        let signal = StartSignal()
        do {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                signal.set(continuation)
                Task {
                    do { try await runTask.value } catch { signal.finish(.failure(error)) }
                    signal.finish(.failure(ServeError("the server stopped while starting")))
                }
                Task {
                    do {
                        try await http.waitUntilListening(timeout: 10)
                        signal.finish(.success(()))
                    } catch {
                        signal.finish(.failure(error))
                    }
                }
            }
        } catch {
            runTask.cancel()
            throw describe(error, host: host, port: port)
        }
        var bound = port
        switch await http.listeningAddress {
        case .ip4(_, let actual), .ip6(_, let actual): bound = actual
        default: break
        }
        return PreviewServer(host: host, port: bound, http: http, runTask: runTask)
    }

    /// Stops listening and closes every connection.
    func stop() async {
        await http.stop(timeout: 1)
        runTask.cancel()
    }

    private static func socketAddress(host: String, port: UInt16) throws -> any SocketAddress {
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        if bare == "localhost" { return try sockaddr_in.inet(ip4: "127.0.0.1", port: port) }
        if let address = try? sockaddr_in.inet(ip4: bare, port: port) { return address }
        if let address = try? sockaddr_in6.inet6(ip6: bare, port: port) { return address }
        throw ServeError("--host \(host) is not an IP address (use 127.0.0.1, ::1, 0.0.0.0 or localhost)")
    }

    private static func describe(_ error: any Error, host: String, port: UInt16) -> ServeError {
        if let error = error as? ServeError { return error }
        if case .failed(_, let code, let message) = error as? SocketError {
            return code == EADDRINUSE ? .portInUse(host: host, port: port) : .cannotListen(host: host, port: port, reason: message)
        }
        return .cannotListen(host: host, port: port, reason: "\(error)")
    }
}

/// Resumes a start-up continuation once, with whichever outcome comes first.
private final class StartSignal: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Void, any Error>?

    func set(_ continuation: CheckedContinuation<Void, any Error>) {
        lock.withLock { self.continuation = continuation }
    }

    func finish(_ result: Result<Void, any Error>) {
        let waiting = lock.withLock { () -> CheckedContinuation<Void, any Error>? in
            defer { continuation = nil }
            return continuation
        }
        waiting?.resume(with: result)
    }
}
