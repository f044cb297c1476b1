import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import PaperboyServices

/// One request of ``NetworkTransport``, redirects followed, run wholly on SwiftNIO's event loops:
/// each hop is an AsyncHTTPClient task whose completion starts the next or finishes the exchange.
final class Exchange: @unchecked Sendable {
    private let request: HTTPRequest
    private let routes: ClientRoutes
    private let maxBytes: Int
    private let maxRedirects: Int
    private let onBytes: (@Sendable (Int) -> Void)?
    private let deadline: NIODeadline
    private let lock = NSLock()
    private var current: ClientTask<ResponseCollector.Collected>?
    private var cancelled = false

    init(request: HTTPRequest, routes: ClientRoutes, maxBytes: Int, maxRedirects: Int, onBytes: (@Sendable (Int) -> Void)?,
         deadline: NIODeadline) {
        self.request = request
        self.routes = routes
        self.maxBytes = maxBytes
        self.maxRedirects = maxRedirects
        self.onBytes = onBytes
        self.deadline = deadline
    }

    /// Sends the request; `finish` is called once with the final response or the error.
    func start(_ finish: @escaping @Sendable (Result<HTTPResponse, any Error>) -> Void) {
        var headers = request.headers
        if headers["Accept-Encoding"] == nil { headers["Accept-Encoding"] = "gzip, deflate" }
        hop(to: request.url, headers: headers, redirects: 0, finish: finish)
    }

    /// Stops the hop under way; its failure is ignored by then.
    func cancel() {
        let task = lock.withLock { () -> ClientTask<ResponseCollector.Collected>? in
            cancelled = true
            return current
        }
        task?.cancel()
    }

    private func hop(to url: URL, headers: PaperboyServices.HTTPHeaders, redirects: Int,
                     finish: @escaping @Sendable (Result<HTTPResponse, any Error>) -> Void) {
        let collector = ResponseCollector(url: url, maxBytes: maxBytes, onBytes: onBytes)
        let task: ClientTask<ResponseCollector.Collected>
        do {
            let client = try routes.client(for: url)
            let outgoing = try AsyncHTTPClient.HTTPClient.Request(url: url, method: HTTPMethod(rawValue: request.method),
                                                  headers: NIOHTTP1.HTTPHeaders(headers.map { ($0.name, $0.value) }),
                                                  body: request.body.isEmpty ? nil : .data(request.body))
            task = client.execute(request: outgoing, delegate: collector, deadline: deadline)
        } catch {
            finish(.failure(TransportFailure.describe(error, url: url, received: nil)))
            return
        }
        guard lock.withLock({ () -> Bool in
            current = task
            return !cancelled
        }) else {
            task.cancel()
            return
        }
        task.futureResult.whenComplete { [self] result in
            switch result {
            case .failure(let error):
                finish(.failure(collector.failure(error)))
            case .success(let collected):
                do {
                    guard request.method == "GET", let next = try Self.redirectTarget(of: collected.head, from: url) else {
                        finish(.success(Self.response(collected, url: url)))
                        return
                    }
                    guard redirects < maxRedirects else {
                        throw HTTPTransportError(.badRedirect, url: request.url,
                                                 reason: "more than \(maxRedirects) redirects (the last to \(next.absoluteString))")
                    }
                    var forward = headers
                    // Credentials are for the host they were meant for.
                    if next.host?.lowercased() != url.host?.lowercased() { forward["Authorization"] = nil }
                    hop(to: next, headers: forward, redirects: redirects + 1, finish: finish)
                } catch {
                    finish(.failure(error))
                }
            }
        }
    }

    /// Where a 301, 302, 303, 307 or 308 response points, resolved against `url`; nil for any other response.
    private static func redirectTarget(of head: HTTPResponseHead, from url: URL) throws -> URL? {
        guard [301, 302, 303, 307, 308].contains(Int(head.status.code)), let location = head.headers.first(name: "location") else { return nil }
        guard let next = URL(string: location, relativeTo: url)?.absoluteURL,
              let scheme = next.scheme?.lowercased(), scheme == "http" || scheme == "https", next.host != nil else {
            throw HTTPTransportError(.badRedirect, url: url, reason: "a redirect to a non-http(s) URL (\(location))")
        }
        return next
    }

    private static func response(_ collected: ResponseCollector.Collected, url: URL) -> HTTPResponse {
        let fields = collected.head.headers.map { PaperboyServices.HTTPHeaders.Field(name: $0.name, value: $0.value) }
        let headers = PaperboyServices.HTTPHeaders(fields.sorted { $0.name.lowercased() < $1.name.lowercased() })
        return HTTPResponse(url: url, status: Int(collected.head.status.code), headers: headers, body: collected.body)
    }
}
