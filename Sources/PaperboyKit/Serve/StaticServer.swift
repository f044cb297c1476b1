import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small HTTP/1.0 file server on 127.0.0.1 for previewing a site (`paperboy serve`):
/// GET and HEAD only, one connection at a time, every connection closed after its reply.
public final class StaticServer: @unchecked Sendable {
    /// The port it listens on (the one asked for, or the one the system chose for 0).
    public let port: UInt16
    private let site: StaticSite
    private let listener: Int32
    private let lock = NSLock()
    private var stopped = false

    /// Binds 127.0.0.1:`port` (0 for any free port) and starts answering on a background thread.
    /// - Throws: ``ServeError`` when the port cannot be bound.
    public init(site: StaticSite, port: UInt16) throws {
        self.site = site
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ServeError("cannot open a socket (errno \(errno))") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 16) == 0 else {
            let code = errno
            close(fd)
            throw ServeError("cannot listen on 127.0.0.1:\(port) (errno \(code)); try another --port")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        listener = fd
        self.port = UInt16(bigEndian: address.sin_port)
        Thread { [self] in acceptLoop() }.start()
    }

    deinit { stop() }

    /// `http://127.0.0.1:PORT/`.
    public var url: URL { URL(string: "http://127.0.0.1:\(port)/")! }

    /// Stops listening.
    public func stop() {
        let first = lock.withLock { () -> Bool in
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    private func acceptLoop() {
        while !isStopped {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else {
                if isStopped { return }
                continue
            }
            answer(connection)
            close(connection)
        }
    }

    private func answer(_ connection: Int32) {
        var request = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while request.count < 65_536 {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            request += buffer[0..<count]
            if request.count >= 4, request.suffix(4) == [13, 10, 13, 10] { break }
        }
        let line = String(decoding: request.prefix { $0 != 13 && $0 != 10 }, as: UTF8.self).split(separator: " ")
        let response: StaticSite.Response
        let method = line.first.map(String.init) ?? ""
        if line.count >= 2, method == "GET" || method == "HEAD" {
            response = site.respond(to: String(line[1]))
        } else {
            response = StaticSite.Response(status: 405, contentType: "text/plain; charset=utf-8", body: Data("method not allowed\n".utf8))
        }
        let reasons = [200: "OK", 400: "Bad Request", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed"]
        let reason = reasons[response.status] ?? "Error"
        var head = "HTTP/1.0 \(response.status) \(reason)\r\nContent-Type: \(response.contentType)\r\n"
        head += "Content-Length: \(response.body.count)\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n"
        var bytes = Data(head.utf8)
        if method != "HEAD" { bytes.append(response.body) }
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let sent = send(connection, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                guard sent > 0 else { return }
                offset += sent
            }
        }
    }
}
