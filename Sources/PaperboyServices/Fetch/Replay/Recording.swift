import Foundation

/// The responses recorded for one request, as `<name>.json` in a recording folder;
/// each body sits beside it as `<name>.<n>.body`.
///
/// Only responses are kept: request headers (which may carry `GITHUB_TOKEN`) are
/// never written. The file name is ``StableName`` of `METHOD URL`, so the same
/// request finds the same file on every run and machine; a `POST` is named by its body too.
struct Recording: Codable, Sendable {
    struct Response: Codable, Sendable {
        var status: Int
        var url: String
        var headers: HTTPHeaders
        var body: String
    }

    var method: String
    var url: String
    var responses: [Response]

    /// A `POST`'s name also holds a hash of its body, so each summary request has its own file.
    static func name(for request: HTTPRequest) -> String {
        let key = "\(request.method) \(request.url.absoluteString)"
        guard !request.body.isEmpty else { return StableName.of(key) }
        return StableName.of(key + " " + String(decoding: request.body, as: UTF8.self))
    }

    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()
}
