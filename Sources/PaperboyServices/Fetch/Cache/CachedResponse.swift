import Foundation

/// The metadata of a response kept in the on-disk cache; the body sits beside it.
struct CachedResponse: Codable, Sendable {
    var url: String
    var status: Int
    var headers: HTTPHeaders
    var fetchedAt: Date
    var bodyFile: String
}
