import Foundation
import PaperboyModels

/// The parse stage: bytes in, items out, for every kind of feed Paperboy reads.
///
/// XML is read in one streaming pass; ``stream(_:kind:baseURL:encoding:partial:onItem:)``
/// hands each item over as soon as its entry closes, so memory does not grow
/// with the document.
public struct FeedParser: Sendable {
    /// Creates a parser.
    public init() {}

    /// Parses a file into memory.
    public func parse(
        contentsOf file: URL, kind: FeedKind = .auto, baseURL: URL? = nil,
        encoding: String? = nil, partial: Bool = false
    ) throws -> ParsedFeed {
        try collect(.file(file), kind: kind, baseURL: baseURL, encoding: encoding, partial: partial)
    }

    /// Parses bytes already in memory (an HTTP response body).
    public func parse(
        data: Data, kind: FeedKind = .auto, baseURL: URL? = nil,
        encoding: String? = nil, partial: Bool = false
    ) throws -> ParsedFeed {
        try collect(.data(data), kind: kind, baseURL: baseURL, encoding: encoding, partial: partial)
    }

    /// Parses a document, calling `onItem` for each item in document order.
    ///
    /// - Parameters:
    ///   - kind: the expected kind, or `.auto` to detect it; a mismatch is an error.
    ///   - baseURL: where the document came from; relative links resolve against it.
    ///   - encoding: overrides the document's own encoding label.
    ///   - partial: on malformed XML, keep the items completed before the fault
    ///     and return with a warning instead of throwing.
    /// - Returns: the feed with an empty `items` array and `itemCount` set.
    /// - Throws: ``FeedParseError`` naming the source, line and column; errors thrown by `onItem`.
    public func stream(
        _ input: XMLInput, kind: FeedKind = .auto, baseURL: URL? = nil, encoding: String? = nil,
        partial: Bool = false, onItem: (Item) throws -> Void
    ) throws -> ParsedFeed {
        let source = input.displayName ?? baseURL?.absoluteString
        do {
            if kind == .githubSearch || (kind == .auto && Self.looksLikeJSON(input)) {
                return try GitHubSearchReader.read(input, kind: kind, source: source, onItem: onItem)
            }
            guard kind != .githubSearch else { throw FeedParseError(.unexpectedKind, "expected GitHub search JSON") }
            var run = XMLFeedRun(expected: kind, baseURL: baseURL, partial: partial, source: source)
            return try run.read(input, encoding: encoding, onItem: onItem)
        } catch var error as FeedParseError {
            if error.source == nil { error.source = source }
            throw error
        }
    }

    private func collect(_ input: XMLInput, kind: FeedKind, baseURL: URL?, encoding: String?, partial: Bool) throws -> ParsedFeed {
        var items: [Item] = []
        var feed = try stream(input, kind: kind, baseURL: baseURL, encoding: encoding, partial: partial) { items.append($0) }
        feed.items = items
        return feed
    }

    /// True when the first byte that is not whitespace or a BOM opens a JSON object or array.
    static func looksLikeJSON(_ input: XMLInput) -> Bool {
        let head: Data
        switch input {
        case .data(let data): head = data.prefix(512)
        case .file(let url):
            guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
            defer { try? handle.close() }
            head = (try? handle.read(upToCount: 512)) ?? Data()
        }
        let first = head.first { !([0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF] as [UInt8]).contains($0) }
        return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
    }
}
