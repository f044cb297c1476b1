import Foundation
import PaperboyModels

/// A GitHub search response body that is neither search results nor a
/// GitHub error: invalid JSON, or JSON of the wrong shape.
public struct GitHubSearchDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, in a few words (`not valid JSON`).
    public var reason: String
    /// The description of the error Foundation reported, when there was one.
    public var underlying: String?
    /// The 1-based line of the fault, where Foundation reports a position.
    public var line: Int?
    /// The 1-based column (in bytes) of the fault, where Foundation reports a position.
    public var column: Int?
    /// True when the body is valid JSON of another shape altogether: not an
    /// object, or an object with neither `items` nor `message`.
    public var isOtherJSON: Bool

    /// Creates a decoding error.
    /// - Parameters:
    ///   - reason: What is wrong.
    ///   - underlying: The underlying error's description.
    ///   - line: The 1-based line of the fault, if known.
    ///   - column: The 1-based column of the fault, if known.
    ///   - isOtherJSON: The body is valid JSON but not a GitHub response at all.
    public init(reason: String, underlying: String? = nil, line: Int? = nil, column: Int? = nil, isOtherJSON: Bool = false) {
        self.reason = reason
        self.underlying = underlying
        self.line = line
        self.column = column
        self.isOtherJSON = isOtherJSON
    }

    /// One line: `GitHub search response: REASON at line L, column C: UNDERLYING`.
    public var description: String {
        var text = "GitHub search response: \(reason)"
        if let line, let column { text += " at line \(line), column \(column)" }
        if let underlying { text += ": \(underlying)" }
        return text
    }
}

extension GitHubSearchDecodingError: PaperboyError {
    /// Where it happened.
    public var location: ErrorLocation? { line.map { ErrorLocation("GitHub search response", line: $0, column: column) } }
}
