import Foundation
import PaperboyNetwork
import PaperboyModels
import PaperboyTestSupport
import Testing
@testable import PaperboyServices

/// A watched fetch over real sockets tells its listener the body's bytes, through every
/// transport that wraps another. Before the listener was an argument it was a closure-typed
/// task-local, and the release build crashed in `swift_task_localValuePush` on the first
/// such fetch: `make test` runs this suite in release configuration too.
@Suite struct FetchProgressTests {
    /// Collects events from any thread.
    final class Events: @unchecked Sendable {
        private let lock = NSLock()
        private var kinds: [FetchEvent.Kind] = []
        func add(_ event: FetchEvent) { lock.withLock { kinds.append(event.kind) } }
        var received: [Int] {
            lock.withLock { kinds.compactMap { if case .receiving(let bytes) = $0 { bytes } else { nil } } }
        }
    }

    static let body = String(repeating: "paperboy ", count: 20_000)

    private func fetch(through transport: any HTTPTransport, url: URL, events: Events) async throws -> HTTPResponse {
        let client = HTTPClient(transport: transport, settings: FetchSettings(pacing: .none), clock: ManualClock())
        let meter = FetchMeter(source: "feed") { events.add($0) }
        return try await client.get(url, meter: meter, deadline: Date.distantFuture)
    }

    @Test func aWatchedFetchReportsItsBodyAsItArrives() async throws {
        let server = try TestHTTPServer(routes: ["/feed": [TestReply(body: Self.body)]])
        defer { server.stop() }
        let events = Events()
        let response = try await fetch(through: NetworkTransport(maxBytes: 1 << 22, environment: [:]), url: server.url("/feed"), events: events)
        #expect(response.body.count == Self.body.utf8.count)
        let received = events.received
        #expect(received.last == Self.body.utf8.count)
        #expect(received == received.sorted())
    }

    @Test func recordingAndFallbackPassTheListenerOn() async throws {
        let server = try TestHTTPServer(routes: ["/feed": [TestReply(body: Self.body)]])
        defer { server.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("progress-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let recording = RecordingTransport(wrapping: NetworkTransport(maxBytes: 1 << 22, environment: [:]), folder: folder, fileSystem: .disk)
        let events = Events()
        _ = try await fetch(through: FallbackTransport([recording]), url: server.url("/feed"), events: events)
        #expect(events.received.last == Self.body.utf8.count)
    }

    /// Answers "ok" and notes whether each request came with a listener.
    final class ListenerProbe: HTTPTransport, @unchecked Sendable {
        private let lock = NSLock()
        private var listened: [Bool] = []
        var calls: [Bool] { lock.withLock { listened } }
        func send(_ request: HTTPRequest, onBytes: (@Sendable (Int) -> Void)?) async throws -> HTTPResponse {
            lock.withLock { listened.append(onBytes != nil) }
            return HTTPResponse(url: request.url, status: 200, body: Data("ok".utf8))
        }
    }

    @Test func onlyAWatchedFetchHandsTheTransportAListener() async throws {
        let probe = ListenerProbe()
        let client = HTTPClient(transport: probe, settings: FetchSettings(pacing: .none), clock: ManualClock())
        let url = try #require(URL(string: "http://127.0.0.1:9/feed"))
        _ = try await client.get(url, meter: FetchMeter(source: "feed"), deadline: Date.distantFuture)
        _ = try await client.get(url, meter: FetchMeter(source: "feed") { _ in }, deadline: Date.distantFuture)
        #expect(probe.calls == [false, true])
    }
}
