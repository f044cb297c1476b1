import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What ``SessionTasks`` knows about one running task.
///
/// A class, so the body grows in place: a struct copied out of the task table,
/// appended to and written back copies the whole body on every chunk, which made
/// a download's time grow with the square of its size.
final class TaskState {
    let url: URL
    let continuation: CheckedContinuation<HTTPResponse, any Error>
    var response: HTTPURLResponse?
    var body = Data()
    var redirects = 0
    /// Told the body's size after each chunk.
    let onBytes: (@Sendable (Int) -> Void)?

    init(url: URL, continuation: CheckedContinuation<HTTPResponse, any Error>, onBytes: (@Sendable (Int) -> Void)?) {
        self.url = url
        self.continuation = continuation
        self.onBytes = onBytes
    }

    /// The outcome of a task that ran to its end: a response, or the transport error that names why there is none.
    func result(error: (any Error)?, finalURL: URL?) -> Result<HTTPResponse, any Error> {
        if let error {
            // libcurl reports a body cut short of its Content-Length as an unknown error.
            if let response, let length = response.value(forHTTPHeaderField: "Content-Length").flatMap(Int.init), body.count < length {
                return .failure(HTTPTransportError(.truncated, url: url, reason: "body ended after \(body.count) of \(length) bytes",
                                                   underlying: (error as? URLError).map { URLError($0.code) }))
            }
            return .failure(Self.transportError(error, url: url))
        }
        guard let response else {
            return .failure(HTTPTransportError(.invalidResponse, url: url, reason: "no HTTP response"))
        }
        var headers = HTTPHeaders()
        for (name, value) in response.allHeaderFields {
            headers.add("\(name)", "\(value)")
        }
        headers = HTTPHeaders(headers.fields.sorted { $0.name.lowercased() < $1.name.lowercased() })
        // libcurl may end a body early without an error when the server closes the connection.
        let hasBody = !(100..<200).contains(response.statusCode) && response.statusCode != 204 && response.statusCode != 304
        if hasBody, headers["Content-Encoding"] == nil, let length = headers["Content-Length"].flatMap(Int.init), body.count < length {
            return .failure(HTTPTransportError(.truncated, url: url, reason: "body ended after \(body.count) of \(length) bytes"))
        }
        return .success(HTTPResponse(url: finalURL ?? response.url ?? url, status: response.statusCode, headers: headers, body: body))
    }

    static func transportError(_ error: any Error, url: URL) -> HTTPTransportError {
        guard let urlError = error as? URLError else {
            return HTTPTransportError(.connection, url: url, reason: "\(error.localizedDescription)")
        }
        let sendable = URLError(urlError.code)
        switch urlError.code {
        case .timedOut:
            return HTTPTransportError(.timedOut, url: url, reason: "timed out", underlying: sendable)
        case .networkConnectionLost:
            return HTTPTransportError(.truncated, url: url, reason: "connection closed before the response was complete", underlying: sendable)
        case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .notConnectedToInternet, .secureConnectionFailed,
             .badServerResponse, .zeroByteResource, .cannotParseResponse:
            return HTTPTransportError(.connection, url: url, reason: "connection failed (\(Self.describe(urlError.code)))", underlying: sendable)
        case .httpTooManyRedirects, .redirectToNonExistentLocation:
            return HTTPTransportError(.badRedirect, url: url, reason: "too many redirects", underlying: sendable)
        case .cancelled:
            return HTTPTransportError(.invalidResponse, url: url, reason: "request cancelled", underlying: sendable)
        default:
            return HTTPTransportError(.connection, url: url, reason: "request failed (\(Self.describe(urlError.code)))", underlying: sendable)
        }
    }

    private static func describe(_ code: URLError.Code) -> String {
        switch code {
        case .cannotConnectToHost: return "cannot connect to host"
        case .cannotFindHost, .dnsLookupFailed: return "cannot find host"
        case .notConnectedToInternet: return "not connected to the internet"
        case .secureConnectionFailed: return "TLS handshake failed"
        case .badServerResponse, .cannotParseResponse: return "bad server response"
        case .zeroByteResource: return "empty response"
        default: return "URLError \(code.rawValue)"
        }
    }
}
