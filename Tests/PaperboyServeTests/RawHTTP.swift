import Foundation
import NIOCore
import NIOPosix

/// A bare HTTP/1.1 client over a loopback connection, so tests can send what a browser would not
/// (`..` segments, encoded dots), hold connections idle and read an event stream as it comes.
struct RawHTTP {
    struct Response {
        var status: Int
        /// Header names lowercased.
        var headers: [String: String]
        var body: String
    }

    /// Opens a connection to 127.0.0.1:`port`.
    static func connect(_ port: UInt16) async throws -> RawConnection {
        try await RawConnection.open(port: port)
    }

    /// Sends `method target` with `headers` and `Connection: close`, and reads the whole response.
    static func send(_ target: String, method: String = "GET", port: UInt16, headers: [String: String] = [:]) async throws -> Response {
        let connection = try await connect(port)
        defer { connection.close() }
        var request = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { request += "\(name): \(value)\r\n" }
        try await connection.write(Data((request + "\r\n").utf8))
        return try parse(await connection.readToEnd())
    }

    /// Reads from `connection` until what was read contains `marker`; returns all of it.
    static func read(_ connection: RawConnection, until marker: String, already: String = "") async throws -> String {
        try await connection.read(until: marker)
    }

    private static func parse(_ text: String) throws -> Response {
        guard let split = text.range(of: "\r\n\r\n") else { throw Malformed(text: text) }
        let lines = text[..<split.lowerBound].components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { throw Malformed(text: text) }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Response(status: status, headers: headers, body: String(text[split.upperBound...]))
    }

    struct Malformed: Error, CustomStringConvertible {
        var text: String
        var description: String { "not an HTTP response: \(text.prefix(200))" }
    }
}

/// Runs `body`, failing with ``TimedOut`` after `seconds`.
func within<T: Sendable>(_ seconds: Double, _ what: String, _ body: @escaping @Sendable () async throws -> T) async throws -> T {
    try await withThrowingTaskGroup(of: T.self) { group in
        group.addTask { try await body() }
        group.addTask {
            try await Task.sleep(for: .seconds(seconds))
            throw TimedOut(what: what, seconds: seconds)
        }
        defer { group.cancelAll() }
        return try await group.next()!
    }
}

struct TimedOut: Error, CustomStringConvertible {
    var what: String
    var seconds: Double
    var description: String { "\(what) took longer than \(seconds) s" }
}
