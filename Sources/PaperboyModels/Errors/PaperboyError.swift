/// Every error Paperboy reports: what went wrong, where (a file with its line and column,
/// or a source's URL), in which build step, and the error that caused it.
///
/// Each module's errors conform; the build tags whatever a step throws with the step
/// (``step``), so a message reads `load config: paperboy.yml:12:5: unknown key "titel"`.
public protocol PaperboyError: Error, CustomStringConvertible {
    /// The build step it happened in, when known (`load config`, `fetch sources`).
    var step: String? { get }
    /// The file, with its line and column when known, or the URL.
    var location: ErrorLocation? { get }
    /// What went wrong, without the place.
    var reason: String { get }
    /// The error it wraps, kept for its details.
    var cause: (any Error)? { get }
}

extension PaperboyError {
    /// Most errors are raised below the build's steps.
    public var step: String? { nil }
    /// Most errors wrap nothing.
    public var cause: (any Error)? { nil }
}

/// Where an error happened: a file (with line and column when known) or a URL.
public struct ErrorLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file's path as the user would type it, or the URL.
    public var place: String
    /// 1-based.
    public var line: Int?
    /// 1-based.
    public var column: Int?

    /// Creates a location.
    public init(_ place: String, line: Int? = nil, column: Int? = nil) {
        self.place = place
        self.line = line
        self.column = column
    }

    /// `file:line:column`, as far as known.
    public var description: String {
        var text = place
        if let line {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        return text
    }
}
