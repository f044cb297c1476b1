import Foundation
import PaperboyModels
import PaperboyServices

/// The kinds of document `paperboy parse` reads (see ``PaperboyServices/FeedKind``).
public typealias FeedKind = PaperboyServices.FeedKind
/// A parse failure with its source, line and column.
public typealias FeedParseError = PaperboyServices.FeedParseError

/// Runs the parse stage on one file and writes each item as a JSON line,
/// streaming: memory does not grow with the file.
public struct FeedFileParser: Sendable {
    /// The parse stage's summary of the run.
    public struct Outcome: Sendable {
        public var itemCount: Int
        public var warnings: [String]
    }

    /// Creates a runner.
    public init() {}

    /// Parses `file` completely (every item built, sanitised and dated) and counts the items.
    public func count(file: URL, kind: FeedKind, baseURL: URL?, partial: Bool) throws -> Outcome {
        let feed = try FeedParser().stream(.file(file), kind: kind, baseURL: baseURL, partial: partial) { _ in }
        return Outcome(itemCount: feed.itemCount, warnings: feed.warnings)
    }

    /// Parses `file` and hands JSON Lines output to `write` in chunks of about 64 KiB.
    ///
    /// With `partial` the items are written as they are read and a fault ends
    /// the run with a warning. Without it, nothing is written unless the whole
    /// document parses: the output is held (spilling to a temporary file when
    /// large) until the end.
    /// - Throws: ``FeedParseError`` naming the file, line and column.
    public func run(
        file: URL, kind: FeedKind, baseURL: URL?, partial: Bool,
        write: (UnsafeRawBufferPointer) -> Void
    ) throws -> Outcome {
        let spool = partial ? nil : OutputSpool()
        func emit(_ bytes: UnsafeRawBufferPointer) throws {
            if let spool { try spool.append(bytes) } else { write(bytes) }
        }
        var buffer: [UInt8] = []
        buffer.reserveCapacity(80 * 1024)
        let feed = try FeedParser().stream(.file(file), kind: kind, baseURL: baseURL, partial: partial) { item in
            ItemRecord.write(item, to: &buffer)
            if buffer.count >= 64 * 1024 {
                try buffer.withUnsafeBytes(emit)
                buffer.removeAll(keepingCapacity: true)
            }
        }
        if !buffer.isEmpty { try buffer.withUnsafeBytes(emit) }
        try spool?.drain(into: write)
        return Outcome(itemCount: feed.itemCount, warnings: feed.warnings)
    }
}
