import Foundation

/// A GET request as Paperboy sends it: the URL, the headers and how long it may take.
public struct HTTPRequest: Sendable, Hashable {
    /// The method; Paperboy only reads, so `GET`.
    public var method: String
    /// The absolute http(s) URL.
    public var url: URL
    /// Headers to send (User-Agent, Accept, validators, Authorization).
    public var headers: HTTPHeaders
    /// Seconds the whole exchange may take, from sending to the end of the body.
    public var timeout: TimeInterval

    /// Creates a request.
    public init(url: URL, headers: HTTPHeaders = [:], timeout: TimeInterval = 60, method: String = "GET") {
        self.method = method
        self.url = url
        self.headers = headers
        self.timeout = timeout
    }
}
