import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1 for tests: an ephemeral port, one thread
/// per connection, scripted replies with faults (delays, truncated bodies), and a
/// log of every request it received. Faults: delays, truncated bodies, lying
/// `Content-Length`s, generated huge bodies, slow drips and stalls (see ``TestReply``).
/// Every connection is closed after its reply.
public final class TestHTTPServer: @unchecked Sendable {
    /// Picks the reply for a request; `count` is how many earlier requests had the same path (query excluded).
    public typealias Handler = @Sendable (_ request: TestRequest, _ count: Int) -> TestReply

    /// The port it listens on.
    public let port: UInt16
    private let listener: Int32
    private let handler: Handler
    private let lock = NSLock()
    private var received: [TestRequest] = []
    private var counts: [String: Int] = [:]
    private var connections: Set<Int32> = []
    private var stopped = false
    private var sent = 0

    /// Starts a server answering with `handler`.
    public init(handler: @escaping Handler) throws {
        self.handler = handler
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw TestServerError("socket() failed: errno \(errno)") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 64) == 0 else {
            close(fd)
            throw TestServerError("bind/listen on 127.0.0.1 failed: errno \(errno)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        listener = fd
        port = UInt16(bigEndian: address.sin_port)
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    /// Starts a server that answers each path (query excluded) with its replies in turn, the
    /// last one repeating; other paths get 404.
    public convenience init(routes: [String: [TestReply]]) throws {
        try self.init { request, count in
            guard let replies = routes[request.path], !replies.isEmpty else { return TestReply(status: 404, body: "no route") }
            return replies[min(count, replies.count - 1)]
        }
    }

    deinit { stop() }

    /// `http://127.0.0.1:PORT`.
    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// `baseURL` + `pathAndQuery` (which starts with `/`).
    public func url(_ pathAndQuery: String) -> URL { URL(string: baseURL.absoluteString + pathAndQuery)! }

    /// Every request received so far, in arrival order.
    public var requests: [TestRequest] { lock.withLock { received } }

    /// Stops listening and closes open connections; delayed replies give up.
    public func stop() {
        let open = lock.withLock { () -> Set<Int32>? in
            guard !stopped else { return nil }
            stopped = true
            return connections
        }
        guard let open else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
        for fd in open { shutdown(fd, Int32(SHUT_RDWR)) }
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    private func acceptLoop() {
        while true {
            let client = accept(listener, nil, nil)
            if client < 0 {
                if isStopped { return }
                continue
            }
            let accepted = lock.withLock { () -> Bool in
                guard !stopped else { return false }
                connections.insert(client)
                return true
            }
            guard accepted else {
                close(client)
                return
            }
            Thread { [self] in serve(client) }.start()
        }
    }

    private func serve(_ client: Int32) {
        defer {
            lock.withLock { _ = connections.remove(client) }
            close(client)
        }
        guard let request = readRequest(client) else { return }
        let count = lock.withLock { () -> Int in
            received.append(request)
            let n = counts[request.path, default: 0]
            counts[request.path] = n + 1
            return n
        }
        let reply = handler(request, count)
        guard pause(reply.delay), write(client, reply.head()) else { return }
        if reply.dripInterval > 0 {
            var offset = 0
            let body = reply.sentBody
            while offset < body.count {
                let piece = body[(body.startIndex + offset)..<(body.startIndex + min(offset + max(reply.dripBytes, 1), body.count))]
                guard write(client, Data(piece)), pause(reply.dripInterval) else { return }
                offset += piece.count
            }
        } else if !write(client, reply.sentBody) {
            return
        }
        let chunk = Data(repeating: UInt8(ascii: "x"), count: 1 << 16)
        var left = reply.fillerBytes
        while left > 0 {
            guard !isStopped, write(client, left >= chunk.count ? chunk : chunk.prefix(left)) else { return }
            left -= min(left, chunk.count)
        }
        _ = pause(reply.holdOpen)
    }

    /// Total body and head bytes written to clients so far.
    public var bytesSent: Int { lock.withLock { sent } }

    /// Waits `seconds`; false when the server stopped meanwhile.
    private func pause(_ seconds: TimeInterval) -> Bool {
        let until = Date().addingTimeInterval(seconds)
        while Date() < until {
            if isStopped { return false }
            usleep(5_000)
        }
        return !isStopped
    }

    /// The request: its head, then its body, as long as its `Content-Length` says (at most 16 MiB).
    private func readRequest(_ client: Int32) -> TestRequest? {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        let terminator = Data("\r\n\r\n".utf8)
        var end = data.range(of: terminator)
        while end == nil {
            let n = recv(client, &buffer, buffer.count, 0)
            guard n > 0, data.count + n <= 1 << 20 else { return nil }
            data.append(contentsOf: buffer[0..<n])
            end = data.range(of: terminator)
        }
        guard let end, var request = TestRequest(head: Data(data[..<end.lowerBound]), arrival: Date()) else { return nil }
        var body = Data(data[end.upperBound...])
        let length = request.contentLength
        guard length <= 1 << 24 else { return nil }
        while body.count < length {
            let n = recv(client, &buffer, min(buffer.count, length - body.count), 0)
            guard n > 0 else { return nil }
            body.append(contentsOf: buffer[0..<n])
        }
        request.body = body
        return request
    }

    /// Sends all of `bytes`; false when the client went away.
    @discardableResult
    private func write(_ client: Int32, _ bytes: Data) -> Bool {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                #if os(Linux)
                let flags = Int32(MSG_NOSIGNAL)
                #else
                let flags: Int32 = 0
                #endif
                let n = send(client, raw.baseAddress! + offset, raw.count - offset, flags)
                if n <= 0 { return false }
                offset += n
                lock.withLock { sent += n }
            }
            return true
        }
    }
}

/// A failure to start the test server.
public struct TestServerError: Error, CustomStringConvertible {
    /// What failed.
    public let description: String
    init(_ description: String) { self.description = description }
}
