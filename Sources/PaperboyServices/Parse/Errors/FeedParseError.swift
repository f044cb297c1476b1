import PaperboyModels

/// Why a document could not be read as a feed, and where.
public struct FeedParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, in a form code can act on.
    public enum Kind: Sendable, Equatable {
        /// Not well-formed XML or JSON (line and column say where).
        case malformed
        /// Well-formed, but not a feed of any kind Paperboy reads.
        case notAFeed
        /// The document is a different kind than the caller asked for.
        case unexpectedKind
        /// The arXiv API answered with an error entry (its message is the reason).
        case arxivAPI
        /// rss.arxiv.org answered with a "Feed error for query" channel.
        case arxivFeed
        /// GitHub answered with an error body (`message`, `errors`).
        case gitHubAPI
        /// The file could not be read.
        case io
    }

    public var kind: Kind
    /// One sentence saying what is wrong.
    public var reason: String
    public var line: Int?
    public var column: Int?
    /// The file path or URL the document came from, when known.
    public var source: String?

    /// Creates an error.
    public init(_ kind: Kind, _ reason: String, line: Int? = nil, column: Int? = nil, source: String? = nil) {
        self.kind = kind
        self.reason = reason
        self.line = line
        self.column = column
        self.source = source
    }

    /// `source:line:column: reason`, leaving out what is unknown.
    public var description: String {
        var place = source ?? ""
        if let line {
            place += (place.isEmpty ? "line " : ":") + "\(line)"
            if let column { place += ":\(column)" }
        }
        return place.isEmpty ? reason : "\(place): \(reason)"
    }
}

extension FeedParseError: PaperboyError {
    /// Where it happened.
    public var location: ErrorLocation? { source.map { ErrorLocation($0, line: line, column: column) } }
}
