import Foundation
import PaperboyNetwork
import PaperboyModels
import PaperboyTestSupport
@testable import PaperboyServices

/// Builds clients and contexts for fetch tests: a manual clock, no jitter, a temporary cache.
enum FetchTest {
    static let day = DigestDay("2024-11-28")!
    static let utc = TimeZone(identifier: "UTC")!

    /// Backoff 1 s, 2 s, 4 s… with no jitter (the factor is exactly 1).
    static func retry(_ maxRetries: Int = 3) -> RetryPolicy {
        RetryPolicy(maxRetries: maxRetries, baseDelay: 1, maxDelay: 30, secondaryLimitDelay: 60, jitter: { 1 })
    }

    static func client(_ transport: any HTTPTransport, clock: any FetchClock, pacing: PacingPolicy = .none, retries: Int = 3,
                       budget: TimeInterval = 600, timeout: TimeInterval = 5, cache: ResponseCache? = nil,
                       conditional: Bool = true) -> HTTPClient {
        let settings = FetchSettings(userAgent: "Paperboy-test", timeout: timeout, retry: retry(retries), budget: budget,
                                     maxBytes: 1 << 20, maxRedirects: 3, pacing: pacing)
        return HTTPClient(transport: transport, settings: settings, clock: clock, cache: cache, conditionalRequests: conditional)
    }

    static func context(_ client: HTTPClient, day: DigestDay = day) -> FetchContext {
        FetchContext(client: client, meter: FetchMeter(), day: day, timeZone: utc, deadline: client.clock.now.addingTimeInterval(client.settings.budget))
    }

    /// A fresh temporary folder.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("paperboy-fetch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static let transport = NetworkTransport(maxBytes: 1 << 20, maxRedirects: 3, environment: [:])
}
