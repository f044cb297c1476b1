import Foundation

/// A scripted reply, with faults on demand.
public struct TestReply: Sendable {
    /// The status code.
    public var status: Int
    /// Headers besides `Content-Length` and `Connection: close`, which the server adds.
    public var headers: [(String, String)]
    /// The body.
    public var body: Data
    /// Seconds to wait before answering.
    public var delay: TimeInterval
    /// Send only this many body bytes while promising the whole body in `Content-Length`, then close.
    public var truncateTo: Int?

    /// Creates a reply.
    public init(status: Int = 200, headers: [(String, String)] = [], body: Data = Data(), delay: TimeInterval = 0, truncateTo: Int? = nil) {
        self.status = status
        self.headers = headers
        self.body = body
        self.delay = delay
        self.truncateTo = truncateTo
    }

    /// Creates a reply with a text body.
    public init(status: Int = 200, headers: [(String, String)] = [], body: String, delay: TimeInterval = 0, truncateTo: Int? = nil) {
        self.init(status: status, headers: headers, body: Data(body.utf8), delay: delay, truncateTo: truncateTo)
    }

    func serialized() -> Data {
        var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if status != 304 || !body.isEmpty { head += "Content-Length: \(body.count)\r\n" }
        head += "Connection: close\r\n\r\n"
        var data = Data(head.utf8)
        data.append(truncateTo.map { body.prefix($0) } ?? body)
        return data
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 304: return "Not Modified"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 429: return "Too Many Requests"
        case 500: return "Internal Server Error"
        case 503: return "Service Unavailable"
        default: return "Status"
        }
    }
}
