import Foundation
import PaperboyModels

/// An error GitHub reported in a response body instead of search results,
/// such as `Validation Failed` for a bad query or `API rate limit exceeded`.
public struct GitHubAPIError: Error, Sendable, Equatable, CustomStringConvertible {
    /// GitHub's `message`, verbatim.
    public var message: String
    /// GitHub's `errors`, one line each: `resource.field: code`, or the
    /// entry's own `message` when it has one.
    public var errors: [String]
    /// GitHub's `documentation_url`, when present.
    public var documentationURL: String?

    /// Creates an API error.
    /// - Parameters:
    ///   - message: The top-level message.
    ///   - errors: The detail lines, already rendered.
    ///   - documentationURL: Where GitHub documents the error.
    public init(message: String, errors: [String] = [], documentationURL: String? = nil) {
        self.message = message
        self.errors = errors
        self.documentationURL = documentationURL
    }

    /// One line: `GitHub API error: MESSAGE: DETAIL; DETAIL (see URL)`.
    public var description: String {
        var text = "GitHub API error: \(message)"
        if !errors.isEmpty { text += ": " + errors.joined(separator: "; ") }
        if let documentationURL { text += " (see \(documentationURL))" }
        return text
    }
}

extension GitHubAPIError: PaperboyError {
    /// Where it happened.
    public var location: ErrorLocation? { documentationURL.map { ErrorLocation($0) } }
    /// What went wrong.
    public var reason: String { message }
}
