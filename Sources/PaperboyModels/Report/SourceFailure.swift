/// Why a source failed on a run: where, the HTTP status if there was one, and the message.
public struct SourceFailure: Codable, Hashable, Sendable, CustomStringConvertible {
    /// The URL (or file path) that failed.
    public var url: String?
    /// The last HTTP status, when a response came.
    public var status: Int?
    /// One line saying what went wrong.
    public var message: String

    /// Creates a failure.
    public init(url: String? = nil, status: Int? = nil, message: String) {
        self.url = url
        self.status = status
        self.message = message
    }

    /// `URL: HTTP 503: message`, leaving out what is unknown.
    public var description: String {
        var parts: [String] = []
        if let url { parts.append(url) }
        if let status { parts.append("HTTP \(status)") }
        parts.append(message)
        return parts.joined(separator: ": ")
    }
}
