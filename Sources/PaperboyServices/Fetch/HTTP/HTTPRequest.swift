import Foundation

/// A request as Paperboy sends it: the URL, the headers, the body and how long it may take.
public struct HTTPRequest: Sendable, Hashable {
    /// `GET` for every source; `POST` for a chat endpoint's summary.
    public var method: String
    /// The absolute http(s) URL.
    public var url: URL
    /// Headers to send (User-Agent, Accept, validators, Authorization).
    public var headers: HTTPHeaders
    /// Seconds the whole exchange may take, from sending to the end of the body.
    public var timeout: TimeInterval
    /// The body a `POST` sends; empty for a `GET`.
    public var body: Data

    /// Creates a request.
    public init(url: URL, headers: HTTPHeaders = [:], timeout: TimeInterval = 60, method: String = "GET", body: Data = Data()) {
        self.method = method
        self.url = url
        self.headers = headers
        self.timeout = timeout
        self.body = body
    }
}
