import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The URLSession delegate behind ``URLSessionTransport``: collects each task's
/// body, enforces the size cap, the redirect limit and the overall timeout, and
/// resumes the task's continuation exactly once.
///
/// Whoever takes a task's state out of the table resumes its continuation. When
/// Paperboy itself ends a task (timeout, size, redirect) it resumes the caller at
/// once and then cancels the task, so the caller never waits for URLSession to
/// wind the transfer down; callbacks that still arrive for the task find no state
/// and are dropped (their bytes are never kept).
final class SessionTasks: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let maxBytes: Int
    private let maxRedirects: Int
    private let lock = NSLock()
    private var running: [Int: TaskState] = [:]

    init(maxBytes: Int, maxRedirects: Int) {
        self.maxBytes = maxBytes
        self.maxRedirects = maxRedirects
    }

    func start(_ task: URLSessionDataTask, url: URL, timeout: TimeInterval, onBytes: (@Sendable (Int) -> Void)?,
               continuation: CheckedContinuation<HTTPResponse, any Error>) {
        let id = task.taskIdentifier
        let state = TaskState(url: url, continuation: continuation, onBytes: onBytes)
        lock.withLock { running[id] = state }
        // URLSession's own timeout is an idle timeout; this one bounds the whole exchange.
        DispatchQueue.global().asyncAfter(deadline: .now() + max(timeout, 0.001)) { [weak self] in
            self?.end(task, HTTPTransportError(.timedOut, url: url, reason: "no complete response in \(Self.seconds(timeout)) (timed out)"))
        }
        task.resume()
    }

    /// Ends `task` with `error` if it is still running: resumes its caller, then cancels the transfer.
    func end(_ task: URLSessionTask, _ error: HTTPTransportError) {
        guard let state = lock.withLock({ running.removeValue(forKey: task.taskIdentifier) }) else { return }
        state.continuation.resume(throwing: error)
        task.cancel()
    }

    /// Ends `task` as cancelled by its caller (a cancelled Swift task).
    func cancel(_ task: URLSessionTask, url: URL) {
        end(task, HTTPTransportError(.invalidResponse, url: url, reason: "request cancelled"))
        task.cancel()
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        let http = response as? HTTPURLResponse
        // The declared length, compressed or not: a body that declares more than the cap is refused
        // before it is read. (swift-corelibs-foundation ignores the disposition, so the task is ended here.)
        let declared = http?.value(forHTTPHeaderField: "Content-Length").flatMap { Int64($0.trimmingCharacters(in: .whitespaces)) }
        let url = lock.withLock { () -> URL? in
            guard let state = running[dataTask.taskIdentifier] else { return nil }
            state.response = http
            if let declared, declared <= Int64(maxBytes), http?.value(forHTTPHeaderField: "Content-Encoding") == nil {
                state.body.reserveCapacity(Int(declared))
            }
            return state.url
        }
        if let url, let declared, declared > Int64(maxBytes) {
            end(dataTask, HTTPTransportError(.tooLarge, url: url,
                                             reason: "response too large: Content-Length \(declared) bytes exceeds fetch.max_bytes \(maxBytes)"))
            completionHandler(.cancel)
            return
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        // Bytes as delivered, after any Content-Encoding is undone: this is what bounds a gzip bomb.
        var progress: (@Sendable (Int) -> Void, Int)?
        let over = lock.withLock { () -> (URL, String?)? in
            guard let state = running[dataTask.taskIdentifier] else { return nil }
            guard state.body.count + data.count <= maxBytes else {
                return (state.url, state.response?.value(forHTTPHeaderField: "Content-Encoding"))
            }
            state.body.append(data)
            progress = state.onBytes.map { ($0, state.body.count) }
            return nil
        }
        if let progress { progress.0(progress.1) }
        if let over {
            let decoded = over.1.map { " after decoding its Content-Encoding \($0)" } ?? ""
            end(dataTask, HTTPTransportError(.tooLarge, url: over.0,
                                             reason: "response too large: body exceeds fetch.max_bytes \(maxBytes)\(decoded)"))
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        let scheme = request.url?.scheme?.lowercased()
        let refused = lock.withLock { () -> URL? in
            guard let state = running[task.taskIdentifier] else { return nil }
            state.redirects += 1
            let ok = state.redirects <= maxRedirects && (scheme == "http" || scheme == "https")
            return ok ? nil : state.url
        }
        if let refused {
            completionHandler(nil)
            end(task, HTTPTransportError(.badRedirect, url: refused,
                                         reason: "more than \(maxRedirects) redirects, or a redirect to a non-http(s) URL"))
            return
        }
        var next = request
        // Credentials are for the host they were meant for.
        if request.url?.host?.lowercased() != task.originalRequest?.url?.host?.lowercased() {
            next.setValue(nil, forHTTPHeaderField: "Authorization")
        }
        completionHandler(next)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let state = lock.withLock({ running.removeValue(forKey: task.taskIdentifier) }) else { return }
        state.continuation.resume(with: state.result(error: error, finalURL: task.currentRequest?.url))
    }

    static func seconds(_ value: TimeInterval) -> String {
        value >= 10 ? "\(Int(value.rounded())) s" : String(format: "%.1f s", value)
    }
}
