import PaperboyModels

/// Why ``XMLElementScanner`` stopped: the document is not well-formed, or it declares a DTD.
public struct XMLScanError: PaperboyError, Sendable, Equatable {
    /// What went wrong, in libxml2's words or ours.
    public var message: String
    /// Where, when known.
    public var line: Int?
    /// Where on the line, when known.
    public var column: Int?

    /// None: the scanner reads bytes, not a file; the caller names the file with ``line`` and
    /// ``column`` (``OPMLError`` does).
    public var location: ErrorLocation? { nil }
    /// libxml2's words or ours.
    public var reason: String { message }

    /// Creates an error.
    public init(message: String, line: Int? = nil, column: Int? = nil) {
        self.message = message
        self.line = line
        self.column = column
    }

    /// `line 3, column 7: message`.
    public var description: String {
        guard let line else { return message }
        return "line \(line)\(column.map { ", column \($0)" } ?? ""): \(message)"
    }
}
