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
    /// The `Content-Length` to declare instead of the true one (a lying server); nil tells the truth.
    public var declaredLength: Int?
    /// Bytes of `x` sent after `body`, made as they go: a huge body without holding it in memory.
    public var fillerBytes = 0
    /// Seconds between pieces of `dripBytes` body bytes: a slow drip (0 sends at once).
    public var dripInterval: TimeInterval = 0
    /// Bytes per piece of a slow drip.
    public var dripBytes = 1
    /// Seconds to keep the connection open, silent, after the head and body (a stalled server).
    public var holdOpen: TimeInterval = 0

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

    /// Returns a copy with a fault added: `reply.with { $0.holdOpen = 10 }`.
    public func with(_ change: (inout TestReply) -> Void) -> TestReply {
        var copy = self
        change(&copy)
        return copy
    }

    /// The status line and headers.
    func head() -> Data {
        var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if status != 304 || !body.isEmpty || fillerBytes > 0 {
            head += "Content-Length: \(declaredLength ?? body.count + fillerBytes)\r\n"
        }
        head += "Connection: close\r\n\r\n"
        return Data(head.utf8)
    }

    /// The body bytes actually sent (before any filler).
    var sentBody: Data { truncateTo.map { body.prefix($0) } ?? body }

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
