import Foundation
import PaperboyFileSystem

/// Serves responses recorded by ``RecordingTransport``, with no network at all.
///
/// Each request gets its recorded responses in order, the last one repeating; a
/// request with no recording fails with `.notRecorded`, naming the URL and the file
/// looked for.
public final class ReplayTransport: HTTPTransport, @unchecked Sendable {
    /// The recording folder.
    public let folder: URL
    private let fileSystem: FileSystem
    private let lock = NSLock()
    private var served: [String: Int] = [:]

    /// Creates a replayer over `folder`, read through `fileSystem`.
    public init(folder: URL, fileSystem: FileSystem) {
        self.folder = folder
        self.fileSystem = fileSystem
    }

    /// The next recorded response for `request`.
    /// - Throws: ``HTTPTransportError`` `.notRecorded` when there is none.
    public func send(_ request: HTTPRequest, onBytes: (@Sendable (Int) -> Void)?) async throws -> HTTPResponse {
        let name = Recording.name(for: request)
        let file = folder.appendingPathComponent(name + ".json")
        guard let data = try? fileSystem.read(file) else {
            throw HTTPTransportError(.notRecorded, url: request.url,
                                     reason: "no recorded response for \(request.method) of this URL (looked for \(file.path); record one with --record)")
        }
        let recording: Recording
        do {
            recording = try JSONDecoder().decode(Recording.self, from: data)
        } catch {
            throw HTTPTransportError(.invalidResponse, url: request.url, reason: "unreadable recording \(file.path): \(error)")
        }
        guard recording.url == request.url.absoluteString, !recording.responses.isEmpty else {
            throw HTTPTransportError(.notRecorded, url: request.url, reason: "recording \(file.path) is for \(recording.url), not this request")
        }
        let index = lock.withLock { () -> Int in
            let next = served[name, default: 0]
            served[name] = next + 1
            return min(next, recording.responses.count - 1)
        }
        let entry = recording.responses[index]
        let bodyFile = folder.appendingPathComponent(entry.body)
        guard let body = try? fileSystem.read(bodyFile) else {
            throw HTTPTransportError(.notRecorded, url: request.url, reason: "recording body \(bodyFile.path) is missing")
        }
        return HTTPResponse(url: URL(string: entry.url) ?? request.url, status: entry.status, headers: entry.headers, body: body)
    }
}
