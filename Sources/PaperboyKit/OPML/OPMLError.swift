import PaperboyModels

/// An OPML file that cannot be read or used, with the place in it.
public struct OPMLError: Error, Sendable, Equatable {
    /// The file as the user typed it, with line and column when known.
    public var place: ErrorLocation
    /// What is wrong.
    public var reason: String

    /// Creates an error.
    public init(file: String, line: Int? = nil, column: Int? = nil, _ reason: String) {
        place = ErrorLocation(file, line: line, column: column)
        self.reason = reason
    }
}

extension OPMLError: PaperboyError {
    /// The file and line.
    public var location: ErrorLocation? { place }
    /// `file:line:column: reason`.
    public var description: String { "\(place): \(reason)" }
}
