import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The URLSession delegate behind ``URLSessionTransport``: collects each task's
/// body, enforces the size cap, the redirect limit and the overall timeout, and
/// resumes the task's continuation exactly once.
final class SessionTasks: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let maxBytes: Int
    private let maxRedirects: Int
    private let lock = NSLock()
    private var running: [Int: TaskState] = [:]

    init(maxBytes: Int, maxRedirects: Int) {
        self.maxBytes = maxBytes
        self.maxRedirects = maxRedirects
    }

    func start(_ task: URLSessionDataTask, url: URL, timeout: TimeInterval,
               continuation: CheckedContinuation<HTTPResponse, any Error>) {
        let id = task.taskIdentifier
        lock.withLock { running[id] = TaskState(url: url, continuation: continuation) }
        // URLSession's own timeout is an idle timeout; this one bounds the whole exchange.
        DispatchQueue.global().asyncAfter(deadline: .now() + max(timeout, 0.001)) { [weak self] in
            guard let self else { return }
            let stillRunning = self.lock.withLock { () -> Bool in
                guard self.running[id] != nil else { return false }
                self.running[id]?.abort = .timedOut
                return true
            }
            if stillRunning { task.cancel() }
        }
        task.resume()
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        let tooLarge = response.expectedContentLength > Int64(maxBytes)
            && (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Encoding") == nil
        lock.withLock {
            running[dataTask.taskIdentifier]?.response = response as? HTTPURLResponse
            if tooLarge { running[dataTask.taskIdentifier]?.abort = .tooLarge }
        }
        completionHandler(tooLarge ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let over = lock.withLock { () -> Bool in
            guard var state = running[dataTask.taskIdentifier] else { return false }
            state.body.append(data)
            let over = state.body.count > maxBytes
            if over {
                state.abort = .tooLarge
                state.body = Data()
            }
            running[dataTask.taskIdentifier] = state
            return over
        }
        if over { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        let scheme = request.url?.scheme?.lowercased()
        let allowed = lock.withLock { () -> Bool in
            guard var state = running[task.taskIdentifier] else { return false }
            state.redirects += 1
            let ok = state.redirects <= maxRedirects && (scheme == "http" || scheme == "https")
            if !ok { state.abort = .badRedirect }
            running[task.taskIdentifier] = state
            return ok
        }
        guard allowed else {
            completionHandler(nil)
            task.cancel()
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
        state.continuation.resume(with: state.result(error: error, finalURL: task.currentRequest?.url,
                                                     maxBytes: maxBytes, maxRedirects: maxRedirects))
    }
}
