import Foundation

/// A complete HTTP response: status, headers and the (decompressed) body.
public struct HTTPResponse: Sendable, Hashable {
    /// The URL the body came from, after redirects.
    public var url: URL
    /// The status code.
    public var status: Int
    /// The response headers.
    public var headers: HTTPHeaders
    /// The body, already decoded from any `Content-Encoding`.
    public var body: Data

    /// Creates a response.
    public init(url: URL, status: Int, headers: HTTPHeaders = [:], body: Data = Data()) {
        self.url = url
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// True for 2xx.
    public var isSuccess: Bool { (200..<300).contains(status) }
}
