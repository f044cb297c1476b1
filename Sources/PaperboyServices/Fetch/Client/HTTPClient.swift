import Foundation
import PaperboyModels

/// The one HTTP client every source shares: pacing per host, retries with backoff,
/// conditional GET through the cache, and a deadline per source.
///
/// It wraps any ``HTTPTransport``. A request waits for its host's turn from the
/// ``Pacer``, goes out with the User-Agent and any stored validators, and is tried
/// again on timeouts, broken connections, 429, 5xx and rate-limit 403s, waiting
/// what the server asked for or an exponential backoff with jitter. It never waits
/// past the source's deadline or the request's own (`fetch.request_deadline`, all
/// tries and waits included): a wait that would is a failure at once and each try's
/// timeout is cut to the time left, so a run always ends. Every attempt is written
/// to the source's ``FetchMeter``.
public final class HTTPClient: Sendable {
    /// How responses are obtained.
    public let transport: any HTTPTransport
    /// User-Agent, timeouts, retries, budget.
    public let settings: FetchSettings
    /// Time and waiting.
    public let clock: any FetchClock
    /// Turns per host.
    public let pacer: Pacer
    /// The conditional-GET cache, if any.
    public let cache: ResponseCache?
    /// False when recording: every request then gets a full response worth keeping.
    public let conditionalRequests: Bool

    /// The header an offline transport sets on responses it served from the cache.
    public static let fromCacheHeader = "X-Paperboy-From-Cache"

    /// Creates a client.
    public init(transport: any HTTPTransport, settings: FetchSettings = FetchSettings(), clock: any FetchClock = SystemClock(),
                cache: ResponseCache? = nil, conditionalRequests: Bool = true) {
        self.transport = transport
        self.settings = settings
        self.clock = clock
        self.pacer = Pacer(policy: settings.pacing, clock: clock)
        self.cache = cache
        self.conditionalRequests = conditionalRequests
    }

    /// GETs `url`, retrying what may succeed later.
    /// - Parameters:
    ///   - headers: Extra headers (Accept, Authorization); the User-Agent is added.
    ///   - meter: Receives a record of every attempt.
    ///   - deadline: The source's deadline. The call's own deadline is the earlier of this and
    ///     `fetch.request_deadline` from now; no wait and no attempt runs past it, and a request
    ///     still running at it is cancelled (the call returns then, naming the deadline).
    ///   - attempt: The attempt number of the first try (a caller's own retry counts from 1).
    ///   - backoffWait: Seconds the caller waited before this call, for the report.
    /// - Returns: The final response: a 2xx (a 304 comes back as the cached 200), or a
    ///   status not worth retrying (404, 400, 422…) for the caller to explain.
    /// - Throws: ``FetchError`` when tries or time run out, or the transport fails for good.
    public func get(_ url: URL, headers: HTTPHeaders = [:], meter: FetchMeter, deadline: Date,
                    attempt: Int = 0, backoffWait: TimeInterval = 0) async throws -> HTTPResponse {
        var request = HTTPRequest(url: url, headers: headers, timeout: settings.timeout)
        if conditionalRequests, let cache {
            for field in cache.validators(for: url) { request.headers[field.name] = field.value }
        }
        return try await exchange(request, meter: meter, deadline: deadline, attempt: attempt, backoffWait: backoffWait)
    }

    /// POSTs `body` to `url` with the same pacing, retries and deadlines as ``get(_:headers:meter:deadline:attempt:backoffWait:)``;
    /// the conditional-GET cache is not used.
    /// - Returns: The final response: a 2xx, or a status not worth retrying for the caller to explain.
    /// - Throws: ``FetchError`` when tries or time run out, or the transport fails for good.
    public func post(_ url: URL, body: Data, headers: HTTPHeaders = [:], meter: FetchMeter, deadline: Date) async throws -> HTTPResponse {
        let request = HTTPRequest(url: url, headers: headers, timeout: settings.timeout, method: "POST", body: body)
        return try await exchange(request, meter: meter, deadline: deadline, attempt: 0, backoffWait: 0)
    }

    /// Sends `request` until it succeeds, fails for good, or its deadline comes.
    private func exchange(_ request: HTTPRequest, meter: FetchMeter, deadline: Date, attempt: Int,
                          backoffWait: TimeInterval) async throws -> HTTPResponse {
        var request = request
        let url = request.url
        let cache = request.method == "GET" ? cache : nil
        if request.headers["User-Agent"] == nil { request.headers["User-Agent"] = settings.userAgent }
        var retry = attempt
        var backoffWait = backoffWait
        let limit = Limit(source: deadline, request: clock.now.addingTimeInterval(settings.requestDeadline), seconds: settings.requestDeadline)
        while true {
            let waited: TimeInterval
            do {
                waited = try await pacer.acquire(url, deadline: limit.date, willWait: pacingListener(meter, url: url))
            } catch let refusal as PacingRefusal {
                throw FetchError(url: url, reason: "out of time waiting for a request slot (\(limit.name))", underlying: refusal)
            }
            let left = limit.date.timeIntervalSince(clock.now)
            guard left > 0 else {
                await pacer.release(url)
                throw FetchError(url: url, reason: "out of time before sending the request (\(limit.name))")
            }
            request.timeout = min(settings.timeout, left)
            let started = clock.now
            let outcome: Result<HTTPResponse, HTTPTransportError>
            do {
                outcome = .success(try await send(request, meter: meter))
            } catch let error as HTTPTransportError {
                outcome = .failure(error)
            } catch {
                await pacer.release(url)
                throw FetchError(url: url, reason: "request failed: \(error)")
            }
            await pacer.release(url)
            let duration = clock.now.timeIntervalSince(started)
            let delay: TimeInterval
            let problem: String
            var status: Int?
            switch outcome {
            case .success(let response):
                status = response.status
                if response.status == 304, let cached = cache?.response(for: url) {
                    await meter.record(RequestRecord(url: url.absoluteString, status: 304, bytes: cached.response.body.count, attempt: retry,
                                                     pacingWait: waited, backoffWait: backoffWait, duration: duration, fromCache: true))
                    return HTTPResponse(url: response.url, status: 200, headers: cached.response.headers, body: cached.response.body)
                }
                await meter.record(RequestRecord(url: url.absoluteString, status: response.status, bytes: response.body.count, attempt: retry,
                                                 pacingWait: waited, backoffWait: backoffWait, duration: duration,
                                                 fromCache: response.headers[Self.fromCacheHeader] != nil))
                if response.status == 200, response.headers[Self.fromCacheHeader] == nil {
                    cache?.store(response, for: url, at: clock.now)
                }
                guard RetryPolicy.isRetryable(response) else { return response }
                problem = Self.describe(response)
                delay = settings.retry.delay(after: response, retry: retry - attempt + 1, now: clock.now)
            case .failure(let error):
                await meter.record(RequestRecord(url: url.absoluteString, attempt: retry, pacingWait: waited, backoffWait: backoffWait,
                                                 duration: duration, error: error.reason))
                guard error.isRetryable else { throw FetchError(url: url, reason: error.reason, underlying: error) }
                if error.kind == .timedOut, request.timeout < settings.timeout {
                    // The attempt was cut short to end at the deadline, which has now passed.
                    let tries = retry - attempt + 1
                    throw FetchError(url: url, reason: "no complete response before \(limit.name) passed (\(tries) \(tries == 1 ? "try" : "tries"))",
                                     underlying: error)
                }
                problem = error.reason
                delay = settings.retry.backoff(retry: retry - attempt + 1)
            }
            let tries = retry - attempt + 1
            guard retry - attempt < settings.retry.maxRetries else {
                throw FetchError(url: url, status: status, reason: "\(problem) (gave up after \(tries) \(tries == 1 ? "try" : "tries"))")
            }
            let resume = clock.now.addingTimeInterval(delay)
            guard resume < limit.date else {
                throw FetchError(url: url, status: status, reason: "\(problem); the next try (in \(Self.seconds(delay))) would pass \(limit.name)")
            }
            meter.tell(.retrying(retry: tries, seconds: delay, problem: status.map { "HTTP \($0)" } ?? problem))
            try await clock.sleep(until: resume)
            backoffWait = delay
            retry += 1
        }
    }

    /// The deadline of one ``get(_:headers:meter:deadline:attempt:backoffWait:)`` call, and its name for errors.
    struct Limit {
        let date: Date
        let name: String

        init(source: Date, request: Date, seconds: TimeInterval) {
            date = min(source, request)
            name = request < source ? "the request deadline (fetch.request_deadline, \(HTTPClient.seconds(seconds)))"
                : "the source's time budget (fetch.budget_seconds)"
        }
    }

    /// What a status means, with GitHub's `message` when the body has one: `server error`,
    /// `forbidden (API rate limit exceeded)`. The status itself is the error's own field,
    /// so it is not repeated here.
    static func describe(_ response: HTTPResponse) -> String {
        var text = meaning(of: response.status)
        if let object = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any],
           let message = object["message"] as? String {
            text += " (\(message.prefix(200)))"
        }
        return text
    }

    /// `not found`, `too many requests`, `server error`…
    static func meaning(of status: Int) -> String {
        switch status {
        case 400: "bad request"
        case 401: "unauthorized"
        case 403: "forbidden"
        case 404: "not found"
        case 410: "gone"
        case 429: "too many requests"
        case 500..<600: "server error"
        case 300..<400: "unfollowed redirect"
        default: "unexpected status"
        }
    }

    /// A duration as fetch errors state it: `2.0 s` under ten seconds, whole seconds above.
    public static func seconds(_ value: TimeInterval) -> String {
        value >= 10 ? "\(Int(value.rounded())) s" : String(format: "%.1f s", value)
    }
}
