import Foundation

/// A request as the test server received it.
public struct TestRequest: Sendable {
    /// `GET`.
    public var method: String
    /// The path without the query, `/api/query`.
    public var path: String
    /// The query without `?`, percent-encoded as sent.
    public var query: String
    /// Header names in lower case.
    public var headers: [String: String]
    /// When the head had fully arrived.
    public var arrival: Date
    /// The body, as long as its `Content-Length` said; empty for a `GET`.
    public var body: Data

    /// The path and query as sent, `/api/query?id_list=…`.
    public var target: String { query.isEmpty ? path : "\(path)?\(query)" }

    /// The bytes its `Content-Length` announces; 0 when it announces none.
    var contentLength: Int { headers["content-length"].flatMap { Int($0) } ?? 0 }

    /// The decoded value of query parameter `name`.
    public func parameter(_ name: String) -> String? {
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.first == name { return parts.count > 1 ? (parts[1].removingPercentEncoding ?? parts[1]) : "" }
        }
        return nil
    }

    init?(head: Data, arrival: Date) {
        let text = String(decoding: head, as: UTF8.self)
        var lines = text.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count >= 2 else { return nil }
        method = String(requestLine[0])
        let target = String(requestLine[1])
        if let mark = target.firstIndex(of: "?") {
            path = String(target[..<mark])
            query = String(target[target.index(after: mark)...])
        } else {
            path = target
            query = ""
        }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        self.headers = headers
        self.arrival = arrival
        self.body = Data()
    }
}
