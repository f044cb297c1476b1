import Foundation

extension HTTPClient {
    /// Sends one request, telling `meter`'s listener, if any, the body's size as it arrives.
    func send(_ request: HTTPRequest, meter: FetchMeter) async throws -> HTTPResponse {
        guard meter.isObserved else { return try await transport.send(request, onBytes: nil) }
        return try await transport.send(request) { bytes in meter.tell(.receiving(bytes: bytes)) }
    }

    /// What the pacer calls before it waits for `url`'s lane, when someone listens to `meter`.
    func pacingListener(_ meter: FetchMeter, url: URL) -> (@Sendable (TimeInterval) -> Void)? {
        guard meter.isObserved else { return nil }
        let lane = settings.pacing.lane(for: url)
        return { seconds in meter.tell(.pacing(seconds: seconds, lane: lane)) }
    }
}
