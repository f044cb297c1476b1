import Foundation
import PaperboyFileSystem

/// Passes requests to another transport and writes every response (status, headers,
/// body) into a folder, for ``ReplayTransport`` to serve back later.
///
/// The first response to a request in this run replaces any older recording of it;
/// later ones (retries) are appended, so a replay meets the same sequence.
/// `Set-Cookie` is dropped; request headers are never written.
public final class RecordingTransport: HTTPTransport, @unchecked Sendable {
    /// The transport that does the work.
    public let base: any HTTPTransport
    /// The recording folder.
    public let folder: URL
    /// The file operations the recording is written through.
    public let fileSystem: FileSystem
    private let lock = NSLock()
    private var recorded: [String: Recording] = [:]

    /// Creates a recorder writing into `folder` (created when needed).
    public init(wrapping base: any HTTPTransport, folder: URL, fileSystem: FileSystem) {
        self.base = base
        self.folder = folder
        self.fileSystem = fileSystem
    }

    /// Sends through the wrapped transport and records the response.
    /// - Throws: What the wrapped transport throws; ``HTTPTransportError`` when the recording cannot be written.
    public func send(_ request: HTTPRequest, onBytes: (@Sendable (Int) -> Void)?) async throws -> HTTPResponse {
        let response = try await base.send(request, onBytes: onBytes)
        let name = Recording.name(for: request)
        let headers = HTTPHeaders(response.headers.fields.filter { $0.name.lowercased() != "set-cookie" })
        do {
            let data = try lock.withLock { () -> Data in
                var recording = recorded[name] ?? Recording(method: request.method, url: request.url.absoluteString, responses: [])
                let body = "\(name).\(recording.responses.count + 1).body"
                try fileSystem.replace(folder.appendingPathComponent(body), with: response.body)
                recording.responses.append(Recording.Response(status: response.status, url: response.url.absoluteString,
                                                              headers: headers, body: body))
                recorded[name] = recording
                return try Recording.encoder.encode(recording)
            }
            try fileSystem.replace(folder.appendingPathComponent(name + ".json"), with: data)
        } catch {
            throw HTTPTransportError(.invalidResponse, url: request.url, reason: "cannot write the recording into \(folder.path): \(error.localizedDescription)")
        }
        return response
    }
}
