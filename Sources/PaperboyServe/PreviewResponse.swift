import Foundation
import NIOHTTP1

/// What the preview server answers one request with.
struct PreviewResponse: Sendable {
    /// A whole body, or server-sent events written as they come until the stream ends.
    enum Body: Sendable {
        case bytes(Data)
        case events(AsyncStream<Data>)
    }

    var status: HTTPResponseStatus
    var headers: HTTPHeaders
    var body: Body
}
