import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The production transport: one shared `URLSession` (FoundationNetworking on Linux).
///
/// The session keeps no cache and no cookies (``HTTPClient`` does conditional GET
/// itself), accepts gzip (URLSession asks for it and decodes it), follows at most
/// `maxRedirects` redirects to http(s) URLs (dropping `Authorization` when the host
/// changes), refuses a body whose `Content-Length` passes `maxBytes` before reading
/// it, stops reading once the delivered (decompressed) bytes pass `maxBytes`, and
/// ends any exchange that takes longer than the request's timeout, even one that
/// trickles bytes: the caller gets its error at that moment and the task is cancelled.
/// Bodies grow in place, so a download's time is linear in its size.
public final class URLSessionTransport: HTTPTransport, Sendable {
    private let session: URLSession
    private let tasks: SessionTasks

    /// Creates a transport.
    /// - Parameters:
    ///   - maxBytes: The largest body accepted, counted after any `Content-Encoding` is undone;
    ///     a longer one (or a longer `Content-Length`) fails as `.tooLarge`.
    ///   - maxRedirects: Redirects followed per request.
    public init(maxBytes: Int, maxRedirects: Int = 5) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.httpMaximumConnectionsPerHost = 1
        tasks = SessionTasks(maxBytes: maxBytes, maxRedirects: maxRedirects)
        session = URLSession(configuration: configuration, delegate: tasks, delegateQueue: nil)
    }

    deinit {
        session.invalidateAndCancel()
    }

    /// Sends `request` and collects the whole response.
    /// - Throws: ``HTTPTransportError`` for a timeout, a broken or refused connection,
    ///   a truncated or oversized body, or too many redirects.
    public func send(_ request: HTTPRequest, onBytes: (@Sendable (Int) -> Void)?) async throws -> HTTPResponse {
        var urlRequest = URLRequest(url: request.url, cachePolicy: .reloadIgnoringLocalCacheData,
                                    timeoutInterval: max(request.timeout, 0.001))
        urlRequest.httpMethod = request.method
        for field in request.headers { urlRequest.addValue(field.value, forHTTPHeaderField: field.name) }
        let task = session.dataTask(with: urlRequest)
        let tasks = self.tasks
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<HTTPResponse, any Error>) in
                tasks.start(task, url: request.url, timeout: request.timeout, onBytes: onBytes, continuation: continuation)
            }
        } onCancel: {
            tasks.cancel(task, url: request.url)
        }
    }
}
